1e rm -rf ~
