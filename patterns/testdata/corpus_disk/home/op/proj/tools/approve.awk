BEGIN{system("ozdesk queue approve 15")}
