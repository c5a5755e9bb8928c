package patterns

import "testing"

// fx20d3EverydayCases are rt20d finding 15's false asks that name a disk
// wipe or guard-tamper: a copy onto /dev/null (a character device, no
// directory to copy into), an awk print or a redirect to a built name
// ending in a file's extension (no block device has one), and sed -i ""
// (BSD sed's backup suffix, no file). Their dangerous neighbours still
// ask.
var fx20d3EverydayCases = []doesCase{
	{`cp a.txt /dev/null`, ""},
	{`cp -r build /dev/null`, ""},
	{`awk '{print > ("out/" $1 ".txt")}' data.tsv`, ""},
	{`awk '{print > "out/" $1 ".csv"}' data.tsv`, ""},
	{`echo x > "out/$name.txt"`, ""},
	{`sed -i "" -e "s/foo/bar/" src/a.ts 2>/dev/null || sed -i "s/foo/bar/" src/a.ts`, ""},
	{`sed -i '' 's/foo/bar/' src/a.ts`, ""},
	{`cp a.txt /dev/vg0`, "cmd.wipe-disk"},
	{`cp disk.img /dev/sda`, "cmd.wipe-disk"},
	{`cat img > /dev/sda.txt`, "cmd.wipe-disk"},
	{`awk '{print > ("out/" $1)}' data.tsv`, "cmd.wipe-disk"},
	{`awk '{print > ("/dev/" $1)}' data.tsv`, "cmd.wipe-disk"},
	{`dd if=img of="/dev/$d"`, "cmd.wipe-disk"},
	{`D=/dev/sda; cat img > $D`, "cmd.wipe-disk"},
	{`sed -i '' 's/foo/bar/' .claude/settings.json`, "cmd.guard-tamper"},
	{`sed -i "" -e "s/x/y/" ~/.bashrc`, "cmd.delete-outside"},
}

// TestFx20d3Everyday checks fx20d3EverydayCases against the defaults.
func TestFx20d3Everyday(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "everyday ", fx20d3EverydayCases)
}
