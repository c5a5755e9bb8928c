kill -9 $(pgrep -f ozdesk)
