package patterns

import "testing"

// fx20d2CredTreeCases are rt20d #14: a recursive change of mode or owner
// of a directory that holds credentials is named cmd.credentials, not
// cmd.guard-tamper nor left alone; a tree that holds none stays
// everyday work.
var fx20d2CredTreeCases = []doesCase{
	{`sudo chown -R agent /etc`, "cmd.credentials"},
	{`chmod -R 777 /`, "cmd.credentials"},
	{`sudo chmod --recursive a+rwX /etc`, "cmd.credentials"},
	{`sudo chgrp -R users /root`, "cmd.credentials"},
	{`chmod -R 777 ~`, "cmd.credentials"},
	{`sudo chown -R agent /home`, "cmd.credentials"},
	{`sudo chmod -R 755 /etc/ssh`, "cmd.credentials"},
	// Everyday neighbours.
	{`chmod -R u+w build`, ""},
	{`sudo chown -R www-data /var/www/app`, ""},
	{`sudo chown -R root:root /etc/nginx`, ""},
	{`chmod -R go-w ~/proj/scripts`, ""},
	{`chmod 755 /etc`, ""},
}

// TestFx20d2CredTree checks fx20d2CredTreeCases against the defaults.
func TestFx20d2CredTree(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "", fx20d2CredTreeCases)
}
