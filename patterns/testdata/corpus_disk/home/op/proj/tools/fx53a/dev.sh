tmux new -d -s dev && tmux send-keys -t dev 'npm start' Enter
