package patterns

// htpasswdWrites: htpasswd adds, changes or (-D) deletes a login in the
// password file it is given, its first operand (rt36 #6: `htpasswd -b
// /etc/nginx/.htpasswd evil pw` gives a live server a new login). With
// -n it prints the line instead, and -v only checks a password.
func htpasswdWrites(p *Part) doings {
	s := scanArgs(p, "-C", "-r")
	if s.has("-n") || s.has("-v") || len(s.ops) == 0 {
		return doings{}
	}
	return doings{writes: s.ops[:1]}
}
