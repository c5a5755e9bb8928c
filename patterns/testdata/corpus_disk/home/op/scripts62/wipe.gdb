shell rm -rf ~
