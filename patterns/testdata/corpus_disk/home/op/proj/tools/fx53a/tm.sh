tmux send-keys -t desk y Enter
