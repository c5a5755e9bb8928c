:!rm -rf ~
