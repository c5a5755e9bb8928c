package patterns

import "testing"

// TestSystemTree checks [system-tree] and cmd.system's asks on the owner
// or mode of the machine's own trees (fx41a): certain on a known path,
// nothing on a word whose value is not known, and the everyday trees
// (/usr/local, /var/www, /opt/app, the project, the home) left alone.
func TestSystemTree(t *testing.T) {
	cases := []struct {
		cmd, rule, word string
	}{
		{"sudo chown -R dev /usr/lib", "cmd.system", "/usr/lib"},
		{"chgrp -R dev /var/lib", "cmd.system", "/var/lib"},
		{"chmod -R o+w /opt", "cmd.system", "/opt"},
		{"sudo chmod 777 /usr/bin/sudo", "cmd.system", "/usr/bin/sudo"},
		{"sudo chown -R dev /lib64/", "cmd.system", "/lib64/"},
		{"sudo chmod -R 777 /", "cmd.credentials", "/"},
		{`chown -R "$USER" /etc`, "cmd.credentials", "/etc"},
		{"chown -R www-data /var/www/app", "", ""},
		{"chmod -R u+w build/", "", ""},
		{"sudo chown -R $USER ~/.npm", "", ""},
		{`chown "$USER" "$F"`, "", ""},
		{"sudo chown -R $USER /usr/local/lib/node_modules", "", ""},
		{"sudo chown -R dev:dev /opt/myapp", "", ""},
		{"chmod 755 /usrx/bin", "", ""},
		{"sudo chown -R root:root /etc/nginx", "", ""},
		{"sudo chgrp -R 0 /opt", "", ""},
		{"chmod 755 /etc/nginx", "", ""},
		{"sudo chmod -R go-w /opt", "", ""},
		{"sudo chmod 775 /usr/lib", "cmd.system", "/usr/lib"},
		{"sudo chmod a+w /usr/lib", "cmd.system", "/usr/lib"},
		{"sudo chmod -R g=rwx /var/lib", "cmd.system", "/var/lib"},
		{"sudo chown -R root:dev /usr/lib", "cmd.system", "/usr/lib"},
	}
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		v := pol.Explain(c.cmd, testContext(), testNow)
		if c.rule == "" {
			if v.Outcome != Allow {
				t.Errorf("%q: got %s by %q; want allow", c.cmd, v.Outcome, v.Rule)
			}
			continue
		}
		if v.Outcome != Ask || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q; want ask by %q", c.cmd, v.Outcome, v.Rule, c.rule)
			continue
		}
		b := v.Parts[v.Part].Because
		if b == nil || !b.Certain || c.cmd[b.Span.Start:b.Span.End] != c.word {
			t.Errorf("%q: because %+v; want %q, certain", c.cmd, b, c.word)
		}
	}
}

// FuzzSystemTreeAt checks that systemTreeAt never holds a path below
// /usr/local, and holds every path below /etc.
func FuzzSystemTreeAt(f *testing.F) {
	for _, s := range []string{"/usr/lib", "/usr/local/bin", "/etc", "/var/www", "x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		v := cleanAbs("/" + s)
		if within(v, "/usr/local") && systemTreeAt(v) {
			t.Errorf("%q: below /usr/local held a system tree", v)
		}
		if within(v, "/etc") && !systemTreeAt(v) {
			t.Errorf("%q: below /etc not held a system tree", v)
		}
	})
}
