package patterns

// defaultDeleteOutside is the default rule cmd.delete-outside: deletes outside the workdir.
func defaultDeleteOutside() DefaultInfo {
	return DefaultInfo{
		ID:     "cmd.delete-outside",
		Reason: "deletes or overwrites files outside the task's working directory",
		Effects: "Deletes, by any verb (as `cmd.delete-home` lists them), of paths outside the workdir and the temporary " +
			"directories; `find -delete` and `-exec rm {}` with one `-name` delete only names that can match it. " +
			"So does `xargs -0 rm` fed by `find ROOT … -print0` (relative starting points without `..`, no `-L`/`-follow`, nothing else printed), " +
			"and `xargs -0 rm` fed by `git ls-files -z --others --exclude-standard` deletes what `git clean -f` would (any other listing, or xargs without `-0`, " +
			"gives items that may be any path: a name with a space splits). " +
			"A container engine's state thrown away is a delete of its storage, outside any workdir (fx18d1): podman's `system reset` (every container, image and volume), " +
			"`rm -f` of containers the line does not name (`docker rm -f $(docker ps -aq)`: every container, running ones and the data written in them; a listing by a name filter of three or more letters, digits, `-` or `_`, `$(docker ps -aq -f name=test)`, names them, fx37b), " +
			"and a prune of every image not in use or `rmi` of images the line does not name (`docker system prune -a`, `image prune -a`, `rmi -f $(docker images -q)`: images built here and pushed nowhere), for docker, podman and nerdctl; " +
			"a container or image named (`docker rm -f web`, `docker rmi app:old`), `docker system prune` and `container prune` without `-a` (stopped containers, dangling images, build cache), `buildx prune`, `stop` and `kill` are left alone. The same fed through `xargs` asks too (fx18d3: `docker ps -aq | xargs docker rm -f`, `docker images -q | xargs -I{} docker rmi {}`: the line names none of them). " +
			"Emptying a file is deleting what it held, however the empty output is spelled: `: > F`, `cat /dev/null > F`, `echo > F`, `echo -n > F`, `printf '' > F`, " +
			"`tee F < /dev/null`, a pipe from a stage that prints nothing into `tee F`, `sponge F` or `cat > F` (`: | tee F`, `true | tee F`; `tee -a` appends nothing), `dd if=/dev/null of=F`, `sed -i d F`, `exec 3> F` (auth.log, wtmp and other logs wiped this way ask); so is `journalctl --vacuum-*` (the journal under /var/log/journal). " +
			"Below the home's cache directory (`rm -rf ~/.cache/pip`, `~/.cache/go-build`) is left alone, as the temporary directories are: what is there is fetched or built again (`~/.cache` itself, and a path that leaves it by `..`, still ask). Emptying a file in the project (`: > build.log`, `echo > build.log`) is left alone. An unknown word might be outside " +
			"(but not `\"$tmp\"` after `tmp=$(mktemp -d)`). " +
			"Overwriting a file outside the workdir deletes what it held (rt17d #16): a write that replaces one named file known to lie outside the workdir and the temporary directories " +
			"([overwrite-outside]: `echo hi > ~/notes.md`, `cp x.conf /etc/nginx/nginx.conf`, `mv -f /tmp/x /etc/hosts`, `curl -o ~/.config/app.json URL`, `sed -i … /etc/x`, `tee /etc/motd`, `dd of=FILE`, `install x /opt/app/bin/app`) asks. " +
			"A copy or move of a glob or of several sources into a directory outside (`cp conf/* /srv/site/`, `cp a b /srv/site/`) and an extraction into one (`tar -x -C /opt/app`, `unzip -d /opt/app`) " +
			"write its entries by names the line does not hold: they might overwrite what is there, and ask so (fx22d1, rt22d #4), however the directory is spelled (`cp conf/* ../other/`, `cp -r dist/* ~/site/`, `tar -x -C ../other`, `split IN ~/.part-`, `cp -t ../other a b`: fx28d1, rt28d #1); under `/etc` that is `cmd.system`'s, as rsync's is. So does a directory's contents spread over one outside (fx28e1, rt22d: `rsync -a build/ /var/www/html/`, `ditto build /srv/site`). macOS's `ditto` copies as `cp -R` does (its destination and what is below it are written: `ditto x ~/.claude/settings.json` is `cmd.guard-tamper`'s; `ditto -x` extracts below it, `ditto -c` writes the archive). " +
			"A copy into the filesystem's root or the system's own directories (`/`, `/usr`, `/var`, `/lib`, `/bin`, `/sbin`, `/boot`, `/root`) might overwrite what is there, one named source too (fx37a, rt36 D071: `cp -r build /` writes and merges into /build, `cp build/app /` writes /app); the bare `/` is no block device. Left alone: appends (`>>`, `tee -a`); a write into a directory of one named source whose members the line does not name (`cp x ~/backup/`, `wget -P ~/Downloads`, `rsync -a dist /srv/www/`); " +
			"a program installed in a directory on PATH (`go build -o ~/go/bin/tool`, `cp app ~/.local/bin/app`, `sudo cp app /usr/local/bin/app`); `/tmp`, a `mktemp` directory and the home's cache; " +
			"a clone (`git clone URL ../r`); a path not known (`> \"$OUT\"`); and paths the narrower defaults name (credentials, devices, ozdesk's own, a file that runs later). " +
			"A workdir of `/`, of the home directory or of a directory holding it bounds no task, and would switch this default off: " +
			"the cwd bounds instead when it lies below such a workdir and is narrower, and otherwise every delete outside the temporary " +
			"directories asks (`rm -rf Documents` with the home as workdir, `rm -rf etc/nginx` from `/`); give the agent its project as its workdir. " +
			"A home under a temporary directory (`HOME=/tmp/ci`, as non-root containers and CI set it; fx22d1, rt22d #16, decided) keeps the home's protection: " +
			"the home and what is below it are never temporary (`rm -rf ~/projects`, `rm -rf ~/.config/gh` ask); when the home is a temporary directory itself " +
			"(`HOME=/tmp`), the paths written through the home (`~/work`, `$HOME/work`) keep it and the others there stay temporary (`rm -rf /tmp/build-123`). Files deleted on other machines by ansible's file module (`ansible HOSTS -m file -a 'path=… state=absent'`, either order, `ansible.builtin.file`) ask; its other states and modules are left to their own reading (`-m shell -a CMD` is read as CMD). So does the shell's history thrown away: `history -c` and `-d`, `unset HISTFILE`, `set +o history`, `export HISTFILE=…` (moved or `/dev/null`), `export HISTSIZE=0`; `history` and `history 20` (reading it) are left alone.",
		Patterns: append([]string{"rm ** [outside-workdir] **", "* ** > [overwrite-outside]"}, remoteDeletePatterns()...),
		Caught: []string{
			"rm -rf ../other-project", "rm -rf /etc/nginx", "find /var/lib/app -name '*.db' -delete",
			"unlink /etc/hosts", "truncate -s 0 ~/notes.md", "git -C /srv/app clean -fdx", "cat /dev/null > /var/log/auth.log", "sed -i d ~/notes.md",
			": > ../other/notes.md", ": | tee ~/notes.md", "ansible all -m file -a 'path=/srv/data state=absent'", "history -c && history -w", "unset HISTFILE", "ln -sf /dev/null /etc/resolv.conf", "docker volume rm pgdata", "git worktree remove ../wt",
			"podman system reset -f", "docker rm -f $(docker ps -aq)", "docker ps -aq | xargs docker rm -f", "docker system prune -a -f",
			"cp x.conf /etc/nginx/nginx.conf", "echo hi > ~/notes.md",
		},
		Passed: []string{"rm -rf build", "rm -rf /tmp/build-123", "rm -rf ~/.cache/pip", "rm -f ./out/*.o", "truncate -s 0 out.log", "echo > build.log", "cp x ~/backup/", "echo hi >> ~/notes.md", "cp app ~/.local/bin/app", "cp x /tmp/x",
			": > out.log", "git rm --cached secrets.env", "git restore --staged a.go", "rsync -a --delete -n build/ /srv/www/",
			"find . -name '*.pyc' -exec rm {} +", `tmp=$(mktemp -d); rm -rf "$tmp"`, "history 20", "ansible all -m ping",
			"docker rm -f web", "docker system prune -f"},
	}
}

// defaultSystem is the default rule cmd.system: the machine stopped or its system changed.
func defaultSystem() DefaultInfo {
	return DefaultInfo{
		ID:     "cmd.system",
		Reason: "stops the machine, its services or its network, or changes how the machine itself is set up",
		Effects: "The machine itself stopped or changed under everyone who uses it (fx18d2): its power (`shutdown`, `reboot`, `poweroff`, `halt`, `init 0`/`6`, " +
			"`systemctl poweroff`/`reboot`/`suspend`/`isolate` …; `shutdown -c` cancels and is left alone); its services stopped (`systemctl stop`/`disable`/`mask`/`kill` of any unit but the ones the narrower defaults name: ozdesk's, a name holding oz or desk, is `cmd.guard-tamper`'s, and a guard of the host, a firewall, AppArmor, auditd …, is `cmd.credentials`'; " +
			"`--user` ones too, `service NAME stop`, `rc-service NAME stop`; `restart` and `reload` bring them back and are left alone), its init process killed (`kill -9 1`: only the literal pid 1, " +
			"`kill \"$pid\"` is not taken to be it) and its daemons killed by name ([system-daemon]: `pkill sshd`, `killall dockerd`, `pkill systemd`, and the database and web servers it runs for everyone on it, `pkill postgres`, `killall mysqld`, `pkill nginx` (fx18d3); a project's own processes, a dev server's name, `pkill -f vite`, `killall node`, `pkill -f python`, are left alone) or by the pids a search for one finds ([daemon-kill]: `kill $(pgrep -f sshd)`, `pidof dockerd | xargs kill`); another user's processes killed (fx42c2, [kill-user:other]: `pkill -u root X`, `killall -u postgres node`, `pkill -u \"$U\" x` (might): the user is not certainly the one running the line, and root and the services' accounts run the machine's services; `$USER`, `$LOGNAME`, `$UID`, `$EUID`, `$(whoami)` and `$(id -u)` are, unless the line assigns them, so `pkill -u \"$USER\" node` and `pkill -u $(whoami) node` are left alone); " +
			"a kernel parameter set on the running machine (rt21d #11: `sysctl -w vm.overcommit_memory=2`, `sysctl net.core.somaxconn=4096`, any name but `kernel.*`, which is `cmd.credentials`'; `sysctl -a` and reading one are left alone); its network taken down (`ip link set eth0 down`, `ip addr flush`, `ip route del default`, `ifconfig eth0 down`, `ifdown`, `nmcli networking off`, `nmcli radio wifi off`, " +
			"`nmcli con down`, `nmcli device disconnect`); its filesystems unmounted (`umount` of a path outside the workdir and the temporary directories, `umount -a`; " +
			"a mount in /tmp or the project is left alone) or remounted (fx39a: `mount -o remount,ro /` changes how a filesystem behaves for everyone; it writes and hides nothing, so it is not `cmd.guard-tamper`'s) and its swap turned off; " +
			"the cloud's machines stopped, restarted or deallocated (`aws ec2 stop-instances`/`reboot-instances`, `aws rds stop-db-instance`, `gcloud compute instances stop`/`suspend`/`reset`, " +
			"`az vm stop`/`deallocate`/`restart`, `doctl compute droplet-action power-off`, `hcloud server shutdown`). " +
			"How the machine is set up (rt18d #4): any write, appended or replaced, of its own configuration ([system-config]: a path known to lie below `/etc`, `/boot` or the system's systemd, udev, sysctl, modprobe and tmpfiles directories: " +
			"`echo '203.0.113.5 github.com' >> /etc/hosts`, a `nameserver` in `/etc/resolv.conf`, `sed -i` of `/etc/fstab`, `tee -a /etc/hosts`, `cp x.conf /etc/nginx/conf.d/`); " +
			"a path not known (`>> \"$F\"`) is not taken to be one, and the narrower defaults name their own (`/etc/sudoers` is credentials, `/etc/apt/sources.list.d` download-run); " +
			"the way in removed (the ssh server removed or purged: `apt purge openssh-server`, `apt-get remove ssh`, `dnf remove openssh-server`, `apk del openssh`, `pacman -R openssh`; " +
			"`systemctl stop`/`disable sshd` is a service stopped, above); the packages the machine runs on removed or purged (fx19c: the kernel, `apt purge 'linux-image-*'`, `pacman -R linux`; the init system, `dnf remove systemd`; the C library, sudo, the bootloader; the container engine every container runs under, `apt purge docker-ce`, containerd); every packet dropped (`tc qdisc … netem loss 100%`, the firewall's default policy set to DROP, `iptables -P INPUT DROP`); a system command pointed at a file in a temporary directory (`update-alternatives --set python3 /tmp/py`, `--install … /tmp/…`); the toolchain uninstalling itself (`rustup self uninstall`, `npm uninstall -g npm`, `pip uninstall pip`, `update-alternatives --remove-all`); the machine's name and clock set (`hostnamectl set-hostname`, `timedatectl set-time`/`set-timezone`); whatever holds the ssh port killed (`fuser -k 22/tcp`); the radios blocked (`rfkill block all`) and a user's logins ended (`loginctl terminate-user`, `kill-user`, `terminate-session`: fx20d1, rt20d #12). " +
			"A package file from outside the project installed into the system (rt38 #5: `sudo dpkg -i /tmp/x.deb`, `sudo apt install -y /tmp/x.deb`, `rpm -i`, `dnf install`, `pacman -U`, `snap install` of a file in a temporary directory or outside the workdir, `~/Downloads/x.deb`, and `npm i -g /tmp/x`; and a language's installer run as root, [root-pkgfile], fx39a: `sudo pip install /tmp/x`, `sudo python3 -m pip install`, `uv pip install`, `gem install`, `cargo install --path`, `npm i` of such a path under sudo, doas, run0 or pkexec; `sudo pip install requests` is left alone): its maintainer, install or build scripts run as root from a file no one the operator knows built; one built in the tree (`sudo dpkg -i build/app.deb`) is left alone. The packages above removed by snap as by apt (`sudo snap remove lxd`: lxd, incus and snapd are container engines and snap itself); Homebrew's uninstall removes only its own prefix and is left alone. " +
			"A launchd job taken down (rt28d #9: `launchctl bootout`, `unload`, `remove`, `disable`, `stop`, `kill`; `list` and `print` are reads); a network driver unloaded (fx38c, rt36 D387, D606: `modprobe -r e1000e`, `rmmod virtio_net`, by the names of the common Ethernet, cloud and Wi-Fi drivers: the interfaces it drives go down at once, as with `ip link set eth0 down`, and a machine reached over ssh cannot load it back); `update-grub` is left alone (grub's menu is made from `/etc/default/grub`). By other spellings (fx23e4, rt23d #24): the machine powered off through login1's or systemd's bus methods (`busctl call … PowerOff`, `dbus-send … Manager.Reboot`, `gdbus call --method …PowerOff`) " +
			"or loginctl's power verbs (systemd 256 and later); every packet dropped by a rule that matches all (`iptables -A OUTPUT -j DROP`; a rule with a source, destination, protocol, port or match drops only those and is left alone), " +
			"`ufw default deny outgoing`, `ufw deny 22`, `firewall-cmd --panic-on` or a drop zone made the default, the default route deleted by `route`, a link deleted (`ip link delete`), a VPN or tailnet taken down (`wg-quick down`, `tailscale down`, `networkctl down`); " +
			"the base system's packages removed by dpkg or rpm as by apt (`dpkg --purge libc6`, `rpm -e glibc`), musl, busybox, coreutils, bash and the package managers themselves among them (`apk del musl`); " +
			"libraries put into the loader's cache from a directory (`ldconfig /tmp/lib`; a bare `ldconfig`, `-p`, `-n` are left alone); the clock set (`date -s`, `hwclock --systohc`/`--hctosys`/`--set`); " +
			"a system file made immutable (`chattr +i /etc/passwd`); the owner or mode of one of the machine's own trees changed, recursively or not ([system-tree], fx41a: " +
			"`sudo chown -R dev /usr/lib`, `chgrp -R dev /var/lib`, `chmod -R o+w /opt`, `sudo chmod 777 /usr/bin/sudo`: /, /usr, /var and /opt themselves, and what lies at or below /etc, /boot, /bin, /sbin, /lib*, /usr, /var/lib, /var/spool, /sys, /proc " +
			"(and macOS's /System, /Library); only a path certainly known, so `chown \"$USER\" \"$F\"` is left alone, and so are /usr/local (`sudo chown -R $USER /usr/local/lib/node_modules`), a web app's tree (`chown -R www-data /var/www/app`), `/opt/app`, the project's and the home's own files, and a tree given to root alone (`sudo chown -R root:root /etc/nginx`, which takes access away); " +
			"a tree that holds credentials, `/`, `/etc`, is `cmd.credentials`' first: `sudo chmod -R 777 /`); and a write of `/proc/sysrq-trigger` (reboot, power off or crash at once, without syncing the disks). " +
			"And (fx41d, rt41 §7): rtcwake powering off, hibernating or suspending (`rtcwake -m off -s 60`, `-m disk`, `-m mem`, `-m standby`, `-m freeze`; `-m no`, `show` and `disable` only set or read the alarm), the hostname set (`hostname NAME`; `hostname`, `hostname -f`, `-I` read it) and the clock's network sync turned on or off (`timedatectl set-ntp false`). Left alone: a package removed that the machine does not run on (`apt-get autoremove --purge` removes what nothing installed needs, as `apt-get remove cowsay` is left alone). " +
			"Left alone: reads (`systemctl status`, `ip link show`, `nmcli device status`, `mount`), restarts and reloads, `docker stop` and `docker compose down` (the project's containers, not the machine's), " +
			"a dev process killed by name or pid, another kernel module unloaded (`modprobe -r dummy`, `rmmod vboxdrv`: its name does not say that it drives the network), a node cordoned (`kubectl cordon`), packages other than the way in and the ones above removed (`apt remove cowsay`), delay added to an interface (`tc qdisc add dev lo root netem delay 100ms`), a system command pointed at an installed file (`update-alternatives --set editor /usr/bin/vim.basic`), `sudoedit` (its edit is `$SUDO_EDITOR`'s, read as a command of its own, and waits for a person), and dry runs and help.",
		Patterns: append(systemPatterns(), append(moreVerbs.get()["cmd.system"], append(verbs23.get()["cmd.system"], append(verbs28.get()["cmd.system"], append(verbs34.get()["cmd.system"], append(verbs35.get()["cmd.system"], verbs41d.get()["cmd.system"]...)...)...)...)...)...),
		Except:   append(systemExcept(), systemExcept23()...),
		Caught: []string{
			"sudo reboot", "shutdown -h now", "systemctl poweroff", "sudo systemctl stop docker", "systemctl stop 'nginx*'", "systemctl mask sshd", "service nginx stop",
			"kill -9 1", "pkill sshd", "pkill -u root X", "pkill postgres", "kill $(pgrep -f sshd)", "ip link set eth0 down", "nmcli networking off", "sudo umount -l /", "aws ec2 stop-instances --instance-ids i-1",
			"gcloud compute instances stop vm", "echo '203.0.113.5 github.com' >> /etc/hosts", "echo 1.2.3.4 x | sudo tee -a /etc/hosts",
			"sudo apt-get remove -y --purge openssh-server", "rustup self uninstall -y", "npm uninstall -g npm",
			"sudo mount -o remount,ro /", "sudo chown -R dev /usr/lib", "chmod -R o+w /opt",
		},
		Passed: []string{
			"systemctl status nginx", "sudo systemctl restart nginx", "shutdown -c", "ip link show", "kill -9 \"$pid\"", "pkill -f vite", "pkill -u $(whoami) node", "killall node", "kill $(pgrep -f vite)",
			"umount /tmp/mnt", "docker stop web", "echo hi >> notes.md", "cat /etc/hosts", "sudo apt-get remove -y cowsay", "npm uninstall -g typescript",
			"aws ec2 describe-instances", "mount", "chown -R www-data /var/www/app", "chmod -R u+w build/", "chown \"$USER\" \"$F\"",
		},
	}
}
