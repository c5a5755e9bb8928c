{ system($0) }
