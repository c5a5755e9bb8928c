s/foo/bar/g
/^$/d
