package patterns

import "testing"

// b7bOverwriteCases (rt17d #16): a write that replaces one named file
// known to lie outside the workdir and the temporary directories deletes
// what it held, and asks; appends, a directory's unnamed members,
// programs installed on PATH, /tmp and paths not known are left alone.
var b7bOverwriteCases = []doesCase{
	{`cp x.conf /etc/nginx/nginx.conf`, "cmd.system"},
	{`sudo cp x.conf /etc/hosts`, "cmd.system"},
	{`mv x ~/notes.txt`, "cmd.delete-outside"},
	{`mv -f /tmp/x /etc/hosts`, "cmd.system"},
	{`install -m 755 app /opt/app/bin/app`, "cmd.delete-outside"},
	{`curl -o ~/notes.txt https://x.io/h`, "cmd.delete-outside"},
	{`wget -O /usr/share/x/y https://x.io/h`, "cmd.delete-outside"},
	{`dd if=x of=/home/op/other/file`, "cmd.delete-outside"},
	{`echo x | sudo tee /etc/motd`, "cmd.system"},
	{`sed -i 's/a/b/' /etc/nginx/nginx.conf`, "cmd.system"},
	{`echo x > ../sibling/file`, "cmd.delete-outside"},
	{`gunzip -c x.gz > /opt/x`, "cmd.delete-outside"},
	{`echo hi > ~/notes.md`, "cmd.delete-outside"},
	// Left alone.
	{`echo x >> ~/notes.txt`, ""},
	{`echo x | tee -a ~/notes.txt`, ""},
	{`cp x ~/Downloads/`, ""},
	{`cp x ../sibling/`, ""},
	{`wget -P ~/Downloads https://x.io/a.tgz`, ""},
	{`tar -xzf a.tgz -C /opt`, "cmd.delete-outside"},   // fx22d1, rt22d #4: an extraction outside might overwrite
	{`unzip a.zip -d ~/apps`, "cmd.delete-outside"},    // fx28d1, rt28d #1: ~/apps is outside as /opt is
	{`rsync -a dist/ /srv/www/`, "cmd.delete-outside"}, // fx28e1, rt22d: a directory's contents spread over one outside
	{`rsync -a dist /srv/www/`, ""},
	{`cp app ~/.local/bin/app`, ""},
	{`sudo cp app /usr/local/bin/app`, ""},
	{`go build -o ~/go/bin/tool .`, ""},
	{`cp x /tmp/x`, ""},
	{`d=$(mktemp -d) && cp x "$d/"`, ""},
	{`echo x > "$OUT"`, ""},
	{`cp x "$DEST"`, ""},
	{`echo x > /dev/null`, ""},
	{`cp x sub/x`, ""},
	{`git clone git@github.com:o/r.git ../r`, ""},
}

// TestB7bOverwrite checks b7bOverwriteCases against the defaults.
func TestB7bOverwrite(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "overwrite ", b7bOverwriteCases)
}
