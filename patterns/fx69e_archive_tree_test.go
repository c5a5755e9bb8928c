package patterns

import "testing"

// TestFx69eArchiveOfOzdeskTree: an archive created from operands that
// hold ozdesk's executable (a directory holding it, a directory above
// that, a glob that may match either) is a renamed copy of ozdesk and asks
// as `cp -r` of those operands does (issue 7, fx69e); archives of the
// project's own directories, and extraction, stay as they were.
func TestFx69eArchiveOfOzdeskTree(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := testContext()
	ctx.Protected = append(ctx.Protected, "/tmp/rt/bin/ozdesk")
	tests := []struct {
		command string
		ask     bool
	}{
		{"cp -r /tmp/rt/bin x", true}, // the rule the archives follow
		{"tar cf - /tmp/rt/bin | tar xf - -C /tmp/x", true},
		{"tar czf t.tgz /tmp/rt", true},
		{"tar -czf t.tgz /tmp/rt/", true},
		{"tar --create --file t.tar /tmp/rt/bin", true},
		{"tar rf t.tar /tmp/rt/bin", true},
		{"tar -cf - -C /tmp/rt bin | tar -xf - -C /tmp/x", true},
		{"tar -cf - -C /tmp/rt/bin . | tar -xf - -C /tmp/x", true},
		{"tar --directory=/tmp/rt -cf t.tar bin", true},
		{"tar czf t.tgz /tmp/r*", true},
		{"gtar czf t.tgz /tmp/rt/bin", true},
		{"bsdtar -cf t.tar /tmp/rt/bin", true},
		{"zip -r t.zip /tmp/rt/bin", true},
		{"zip -qr t.zip /tmp/rt", true},
		{"7z a t.7z /tmp/rt/bin", true},
		{"7za a -t7z t.7z /tmp/rt", true},
		{"rar a t.rar /tmp/rt/bin", true},
		{"mksquashfs /tmp/rt/bin t.sq", true},
		{"mksquashfs /tmp/rt t.sq -comp xz", true},
		{"pax -w -f t.pax /tmp/rt/bin", true},
		{"pax -rw /tmp/rt/bin /tmp/x", true},
		{"ditto /tmp/rt/bin /tmp/x", true},
		{"ditto -c -k /tmp/rt/bin t.zip", true},
		{"find /tmp/rt/bin | cpio -o > t.cpio", true},
		{"find /tmp/rt -print | cpio -pdm /tmp/x", true},
		{"find /tmp/rt/bin | zip t.zip -@", true},
		// Neighbours: archives of the project's own directories, listing,
		// extraction into the project.
		{"tar czf dist.tgz dist", false},
		{"tar -czf /tmp/b.tgz src docs", false},
		{"zip -r site.zip public", false},
		{"tar cf - src | gzip > s.tgz", false},
		{"tar -cf - -C /tmp/rt docs | tar -xf - -C /tmp/x", false},
		{"7z l /tmp/rt/bin.7z", false},
		{"mksquashfs build out.sq", false},
		{"pax -r -f t.pax", false},
		{"tar -xzf release.tgz -C build", false},
		{"find src | cpio -o > s.cpio", false},
		{"zip -r t.zip /tmp/rt/docs", false},
	}
	for _, tt := range tests {
		v := pol.Explain(tt.command, ctx, testNow)
		asked := v.Outcome == Ask && v.Rule == "cmd.guard-tamper"
		if asked != tt.ask {
			t.Errorf("%q: %s by %q; want guard-tamper's ask %v", tt.command, v.Outcome, v.Rule, tt.ask)
		}
	}
}

// FuzzArchiveReader: the reader of an archiver's mode and -C directories
// never panics, and a directory it gives is known exactly when it is not
// the placeholder of one not known.
func FuzzArchiveReader(f *testing.F) {
	for _, s := range []string{"tar czf t.tgz /usr/local", "tar -cf - -C /a b -C c d", "tar --directory=$D -c x",
		"7z a t.7z d", "rar mf t d", "pax -rw a b", "jar cf x.jar -C d .", "bsdtar -C", "tar -- c", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		cmd := Read(s)
		for _, p := range cmd.Parts {
			if p == nil {
				continue
			}
			_ = archiveCreates(p)
			for _, w := range p.Words {
				base, known, _ := archiveBaseDir(p, w)
				if known == (base == "?") {
					t.Errorf("%q: word %q: base %q known %v", s, w.Raw, base, known)
				}
			}
		}
	})
}
