pkill -f ozdesk
