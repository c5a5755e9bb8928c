(message "hello")
