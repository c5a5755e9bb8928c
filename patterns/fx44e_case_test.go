package patterns

import (
	"strings"
	"testing"
)

// fx44eCases (rt42, issue 7): what a demanding operator wants asked that
// the defaults left alone. Software installed or removed as root changes
// the machine for everyone and runs maintainer scripts as root; npm
// pointed at a system tree writes there; jbang's catalog aliases and bun's
// GitHub templates run fetched code. The everyday neighbours stay quiet.
var fx44eCases = []evalCase{
	// 1. Root installs and system changes (cmd.system, [root-install]).
	allow("sudo apt-get install -y nginx"), // from the distribution's repositories, or a package file: decided at the merge
	allow("sudo apt install nginx"),        // from the distribution's repositories, or a package file: decided at the merge
	allow("sudo dnf install -y nginx"),     // from the distribution's repositories, or a package file: decided at the merge
	allow("sudo yum install nginx"),        // from the distribution's repositories, or a package file: decided at the merge
	allow("sudo zypper install nginx"),     // from the distribution's repositories, or a package file: decided at the merge
	allow("sudo pacman -S nginx"),          // from the distribution's repositories, or a package file: decided at the merge
	ask("sudo pacman -Syu", "cmd.system"),
	allow("sudo apk add nginx"), // from the distribution's repositories, or a package file: decided at the merge
	ask("doas apk del cowsay", "cmd.system"),
	allow("sudo rpm -ivh x.rpm"),        // from the distribution's repositories, or a package file: decided at the merge
	allow("sudo dpkg -i build/app.deb"), // from the distribution's repositories, or a package file: decided at the merge
	ask("sudo apt-get remove -y cowsay", "cmd.system"),
	allow("apt-get install -y nginx"), // from the distribution's repositories, or a package file: decided at the merge
	ask("sudo pip install requests", "cmd.system"),
	ask("sudo python3 -m pip install requests", "cmd.system"),
	ask("sudo pip uninstall -y requests", "cmd.system"),
	ask("sudo npm install -g yarn", "cmd.system"),
	ask("sudo gem install rails", "cmd.system"),
	ask("sudo yarn global add x", "cmd.system"),
	ask("snap remove core", "cmd.system"),
	allow("sudo snap install code --classic"), // from the distribution's repositories, or a package file: decided at the merge
	ask("sudo update-alternatives --set python /usr/bin/python2", "cmd.system"),
	ask(`sudo apt-get "$VERB" nginx`, "cmd.system"),
	ask("sudo mount /dev/sdb1 /mnt", "cmd.system"),
	ask("umount /home", "cmd.system"),
	ask("umount -l /", "cmd.system"),
	ask("mount -o remount,ro /", "cmd.system"),
	allow("npm install -g npm@latest"),
	allow("npm install -g pnpm"),
	allow("pip install -r requirements.txt"),
	allow("brew install jq"),
	allow("sudo apt-get update"),
	allow("apt list --installed"),
	allow("apt-cache search nginx"),
	allow("dpkg -l"),
	allow("rpm -qa"),
	allow("pacman -Ss nginx"),
	allow("sudo pacman -Si nginx"),
	allow("snap list"),
	allow("update-alternatives --display python"),
	allow("sudo ldconfig"),
	allow("defaults write com.apple.finder AppleShowAllFiles -bool true"),
	allow("mount"),
	allow("findmnt"),
	allow("mount | grep nvme"),
	allow("sudo -u postgres pip install x"),
	// 3. npm pointed at a system tree.
	ask("npm install --prefix /etc x", "cmd.system"),
	ask("npm --prefix /usr/lib i x", "cmd.system"),
	ask("npm config set prefix /usr", "cmd.system"),
	ask("npm config set prefix=/usr", "cmd.system"),
	allow("npm i --prefix=/usr/local/lib x"),
	allow("npm install --prefix ./web"),
	allow("npm config set prefix ~/.npm-global"),
	allow("npm config set prefix /usr/local"),
	// 4. Runners that fetch code by a name no registry holds.
	ask("jbang run x@eve", "cmd.download-run"),
	ask("jbang x@eve", "cmd.download-run"),
	ask("jbang https://x.io/a.java", "cmd.download-run"),
	ask("bun create eve/evil", "cmd.download-run"),
	allow("jbang hello.java"),
	allow("bun create vite app"),
	allow("npm create vite@latest app -- --template react"),
	allow("npm init -y"),
	allow("pipx run --spec rimraf x ~"),
	// 5. An environment name bash does not take as an assignment.
	allow(`BASH_FUNC_ls%%="() { rm -rf ~; }" bash -c ls`),
	ask(`env 'BASH_FUNC_ls%%=() { rm -rf ~; }' bash -c ls`, "cmd.unreadable"),
	ask(`env -i 'BASH_FUNC_ls%%=() { rm -rf ~; }' bash -c ls`, "cmd.unreadable"),
	ask(`env -u X 'BASH_FUNC_ls%%=() { rm -rf ~; }' bash -c ls`, "cmd.unreadable"),
}

func TestFx44eCases(t *testing.T) {
	runCasesIn(t, guardedContext("/home/op/proj"), fx44eCases)
}

// TestFx44eRootInstallBecause: the ask names the installer and the class,
// certainly, a word really in the command.
func TestFx44eRootInstallBecause(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ cmd, word string }{
		{"sudo apt-get remove -y nginx", "apt-get"},
		{"snap remove core", "snap"},
		{"sudo npm install -g yarn", "npm"},
	} {
		rep := pol.Explain(c.cmd, guardedContext("/home/op/proj"), testNow).Report()
		b := rep.Parts[0].Because
		if b == nil || b.Word != c.word || b.Class != "root-install" || b.Certainty != "certain" || !strings.Contains(c.cmd, b.Word) {
			t.Errorf("%q: because %+v; want %q as root-install, certain", c.cmd, b, c.word)
		}
	}
}

// TestFx44eBashFuncPrefix: `BASH_FUNC_ls%%=…` before a command is no
// assignment (% is no name character): bash runs a program of that odd
// name, which fails, so the part's program is the whole word and no
// function is defined.
func TestFx44eBashFuncPrefix(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	rep := pol.Explain(`BASH_FUNC_ls%%="() { rm -rf ~; }" bash -c ls`, guardedContext("/home/op/proj"), testNow).Report()
	if len(rep.Parts) != 1 || !strings.HasPrefix(rep.Parts[0].Program, "bash_func_ls%%=") {
		t.Fatalf("parts %+v; want one part whose program is the odd word", rep.Parts)
	}
}

// TestFx44eGitCForcePush: git -C DIR pushes DIR's branch: a repository
// outside the workdir is another one, whose branch the ask's look does
// not vouch for (might), while the workdir's own feature branch is left
// alone. A fake look stands for the queue's: the project is on a feature
// branch, and nothing else is a repository here.
func TestFx44eGitCForcePush(t *testing.T) {
	ctx := guardedContext("/home/op/proj")
	ctx.GitTree = func(dir string, q GitTreeQuery) ([]string, error) {
		if dir != "/home/op/proj" && !strings.HasPrefix(dir, "/home/op/proj/") {
			return nil, ErrNoGitTree
		}
		if q.Head {
			return []string{"feature/x"}, nil
		}
		return nil, nil
	}
	runCasesIn(t, ctx, []evalCase{
		ask("git -C ../other push -f", "cmd.force-push"),
		ask("git -C /x push --force", "cmd.force-push"),
		ask("git -C ../other push --force-with-lease", "cmd.force-push"),
		ask("git -c x=y -C ../o push --force-with-lease", "cmd.force-push"),
		ask("cd ../other && git push -f", "cmd.force-push"),
		ask("git --git-dir=../o/.git push -f", "cmd.force-push"),
		allow("git push -f"),
		allow("git push --force-with-lease"),
		allow("git -C sub push -f"),
		allow("git -C ../other push"),
		allow("git -C ../other status"),
	})
}
