package patterns

import "testing"

// extractorCases (rt22e #42): the extractors beyond tar, unzip, 7z and
// cpio write what their archive holds below their directory, judged as
// tar -x -C is: onto credentials, start-up files, the harness settings or
// outside the workdir they ask, and what they may have written is not
// run unread later in the line; listing and creating stay quiet.
var extractorCases = []evalCase{
	ask("ar x x.a crush.json", "cmd.guard-tamper"),
	ask("ar x x.a", "cmd.guard-tamper"),
	ask("ar x lib.a && make", "cmd.unreadable"),
	ask("ar -x x.a --output=/home/op/.ssh", "cmd.credentials"),
	ask("busybox ar -x x.a", "cmd.guard-tamper"),
	ask("dpkg -x x.deb . && make", "cmd.unreadable"),
	ask("dpkg-deb -x x.deb ~/.ssh", "cmd.credentials"),
	ask("dpkg-deb --extract x.deb /etc", "cmd.credentials"),
	ask("dpkg -x x.deb /opt/x", "cmd.delete-outside"),
	ask("unsquashfs -f -d . x.sqsh && make", "cmd.unreadable"),
	ask("unsquashfs -d ~/.ssh x.sqsh", "cmd.credentials"),
	ask("unrar x x.rar && make", "cmd.unreadable"),
	ask("unrar x x.rar ~/.ssh/", "cmd.credentials"),
	ask("unar -o ~ x.rar", "cmd.guard-tamper"),
	ask("unar x.rar && make", "cmd.unreadable"),
	ask("cabextract -d ~/.ssh x.cab", "cmd.credentials"),
	ask("cabextract x.cab && make", "cmd.unreadable"),
	ask("lha x x.lzh && make", "cmd.unreadable"),
	ask("gem unpack x.gem && make", "cmd.unreadable"),
	ask("xorriso -osirrox on -indev x.iso -extract / . && make", "cmd.unreadable"),
	ask("xorriso -osirrox on -indev x.iso -extract / /home/op/.ssh", "cmd.credentials"),
	allow("ar t libx.a"),
	allow("ar rcs libx.a a.o b.o"),
	allow("ar x build/libx.a build/a.o"),
	allow("dpkg-deb -c x.deb"),
	allow("dpkg-deb -x pkg.deb build/pkg"),
	allow("dpkg -l"),
	allow("unsquashfs -l x.sqsh"),
	allow("unsquashfs -d build/root x.sqsh"),
	allow("unrar l x.rar"),
	allow("unrar x vendor/x.rar build/"),
	allow("cabextract -l x.cab"),
	allow("cabextract -d build/cab x.cab"),
	allow("gem unpack rails --target vendor/gems"),
	allow("unar -o build/x x.rar"),
}

func TestExtractorCases(t *testing.T) { runGuardedCases(t, extractorCases) }
