package patterns

import "strings"

// Beyond cron, systemd and the shell's start-up files, root runs code
// from files that configure its daemons, and the interactive tools run
// their start-up files at their next start. A part that writes one of
// these is as unreadable (runs-later) as one that writes a cron table:
// apt runs `APT::Update::Pre-Invoke` and `DPkg::Post-Invoke` commands as
// root at every install or update, udev runs a rule's `RUN+=`, the
// NetworkManager dispatcher and logrotate's `postrotate` run scripts,
// modules-load.d and modprobe.d load (and, by `install`, run) what they
// name at every boot, and the REPLs and database shells run their rc
// files (ipython's startup directory, ~/.Rprofile, ~/.psqlrc's `\!` and
// a version's own ~/.psqlrc-16, ~/.sqliterc's `.shell` and sqlite3's
// XDG one (3.41: ~/.config/sqlite3/sqliterc), ~/.duckdbrc, mongosh's
// ~/.mongoshrc.js and the legacy shell's ~/.mongorc.js, ~/.irbrc,
// ~/.pryrc, emacs's init files). mysql's ~/.my.cnf (whose `pager` runs a
// program) is a credentials file and asks as one (cmd.credentials);
// readline's ~/.inputrc runs no program (its macros only type keys) and is
// a start-up file of the shell's, cmd.guard-tamper's.

// laterPlace is a place whose contents run later, with what runs them.
type laterPlace = struct {
	place
	what string
}

// laterPlacesRoot are the places laterPlaces lacks, read the same way.
var laterPlacesRoot = []laterPlace{
	{place{at: atRoot, pat: []string{"/etc/apt/apt.conf.d"}}, "apt (as root, at every install or update)"},
	{place{at: atRoot, pat: []string{"/etc/apt/apt.conf"}}, "apt (as root, at every install or update)"},
	{place{at: atRoot, pat: []string{"/etc/dpkg/dpkg.cfg.d"}}, "dpkg (as root, at every install)"},
	{place{at: atRoot, pat: []string{"/etc/yum/pluginconf.d"}}, "yum (as root, at every install)"},
	{place{at: atRoot, pat: []string{"/etc/dnf/plugins"}}, "dnf (as root, at every install)"},
	{place{at: atRoot, pat: []string{"/etc/udev/rules.d"}}, "udev (a rule's RUN+=, as root, when a device appears)"},
	{place{at: atRoot, pat: []string{"/lib/udev/rules.d"}}, "udev (a rule's RUN+=, as root, when a device appears)"},
	{place{at: atRoot, pat: []string{"/usr/lib/udev/rules.d"}}, "udev (a rule's RUN+=, as root, when a device appears)"},
	{place{at: atRoot, pat: []string{"/etc/NetworkManager/dispatcher.d"}}, "NetworkManager's dispatcher (as root, at every network change)"},
	{place{at: atRoot, pat: []string{"/etc/network/if-up.d"}}, "the network scripts (as root, at every interface change)"},
	{place{at: atRoot, pat: []string{"/etc/network/if-pre-up.d"}}, "the network scripts (as root, at every interface change)"},
	{place{at: atRoot, pat: []string{"/etc/logrotate.d"}}, "logrotate (its postrotate scripts, as root, daily)"},
	{place{at: atRoot, pat: []string{"/etc/logrotate.conf"}}, "logrotate (its postrotate scripts, as root, daily)"},
	{place{at: atRoot, pat: []string{"/etc/modules-load.d"}}, "the kernel (the modules it loads at every boot)"},
	{place{at: atRoot, pat: []string{"/etc/modules"}}, "the kernel (the modules it loads at every boot)"},
	{place{at: atRoot, pat: []string{"/etc/modprobe.d"}}, "modprobe (an install line runs a command as root)"},
	{place{at: atRoot, pat: []string{"/etc/rc.d"}}, "the init system"},
	{place{at: atRoot, pat: []string{"/etc/selinux"}}, "the kernel (SELinux's mode and policy, at the next boot)"},
	{place{at: atRoot, pat: []string{"/etc/sysconfig/selinux"}}, "the kernel (SELinux's mode, at the next boot)"},
	{place{at: atRoot, pat: []string{"/etc/local.d"}}, "OpenRC (at every boot)"},
	{place{at: atRoot, pat: []string{"/etc/X11/xinit"}}, "every X session"},
	{place{at: atHome, pat: []string{"/.ipython"}}, "ipython (its start-up files and configuration, at its next start)"},
	{place{at: atHome, pat: []string{"/.jupyter"}}, "jupyter (its configuration, at its next start)"},
	{place{at: atHome, pat: []string{"/.Rprofile"}}, "R (at its next start)"},
	{place{at: atSome, pat: []string{"/.Rprofile"}}, "R (at its next start in that directory)"},
	{place{at: atHome, pat: []string{"/.psqlrc"}}, "psql (its \\! lines, at its next start)"},
	{place{at: atHome, pat: []string{"/.sqliterc"}}, "sqlite3 (its .shell lines, at its next start)"},
	{place{at: atHome, pat: []string{"/.config/sqlite3/sqliterc"}}, "sqlite3 (its .shell lines, at its next start)"},
	{place{at: atHome, pat: []string{"/.duckdbrc"}}, "duckdb (its .shell lines, at its next start)"},
	{place{at: atHome, pat: []string{"/.mongoshrc.js"}}, "mongosh (its JavaScript, at its next start)"},
	{place{at: atHome, pat: []string{"/.mongorc.js"}}, "the mongo shell (its JavaScript, at its next start)"},
	{place{at: atRoot, pat: []string{"/etc/mongorc.js"}}, "the mongo shell (its JavaScript, for every user)"},
	{place{at: atHome, pat: []string{"/.myclirc"}}, "mycli (at its next start)"},
	{place{at: atHome, pat: []string{"/.irbrc"}}, "irb (at its next start)"},
	{place{at: atHome, pat: []string{"/.pryrc"}}, "pry (at its next start)"},
	{place{at: atHome, pat: []string{"/.gdbinit"}}, "gdb (at its next start)"},
	{place{at: atHome, pat: []string{"/.config/gdb"}}, "gdb (at its next start)"},
	{place{at: atHome, pat: []string{"/.lldbinit"}}, "lldb (at its next start)"},
	{place{at: atHome, pat: []string{"/.emacs"}}, "emacs (at its next start)"},
	{place{at: atHome, pat: []string{"/.emacs.el"}}, "emacs (at its next start)"},
	{place{at: atHome, pat: []string{"/.emacs.d/init.el"}}, "emacs (at its next start)"},
	{place{at: atHome, pat: []string{"/.emacs.d/early-init.el"}}, "emacs (at its next start)"},
	{place{at: atHome, pat: []string{"/.config/emacs"}}, "emacs (at its next start)"},
	{place{at: atHome, pat: []string{"/.config/tmux"}}, "tmux (at its next start)"},
	{place{at: atHome, pat: []string{"/.screenrc"}}, "screen (at its next start)"},
	{place{at: atHome, pat: []string{"/.config/fish/functions"}}, "fish (a function of a command's name, run in its place)"},
	// The X session's and the desktops' start-up scripts (rt17d #14).
	{place{at: atHome, pat: []string{"/.xsession"}}, "every X session"},
	{place{at: atHome, pat: []string{"/.xsessionrc"}}, "every X session"},
	{place{at: atHome, pat: []string{"/.xprofile"}}, "every X session"},
	{place{at: atHome, pat: []string{"/.xinitrc"}}, "every X session"},
	{place{at: atRoot, pat: []string{"/etc/X11/Xsession.d"}}, "every X session"},
	{place{at: atRoot, pat: []string{"/etc/X11/Xsession"}}, "every X session"},
	{place{at: atHome, pat: []string{"/.config/plasma-workspace/env"}}, "the desktop session (KDE, at every login)"},
	{place{at: atHome, pat: []string{"/.config/plasma-workspace/shutdown"}}, "the desktop session (KDE, at every logout)"},
	{place{at: atHome, pat: []string{"/.config/autostart-scripts"}}, "the desktop session (KDE, at every login)"},
	{place{at: atHome, pat: []string{"/.kde/Autostart"}}, "the desktop session (KDE, at every login)"},
	// The window managers' configuration (rt65 A8): its exec,
	// exec-once and spawn lines, and their autostart scripts, run a
	// program at every start of the session.
	{place{at: atHome, pat: []string{"/.config/i3"}}, wmLater},
	{place{at: atHome, pat: []string{"/.i3"}}, wmLater},
	{place{at: atHome, pat: []string{"/.config/sway"}}, wmLater},
	{place{at: atHome, pat: []string{"/.config/hypr"}}, wmLater},
	{place{at: atHome, pat: []string{"/.config/openbox"}}, wmLater},
	{place{at: atHome, pat: []string{"/.config/labwc"}}, wmLater},
	{place{at: atHome, pat: []string{"/.config/bspwm"}}, wmLater},
	{place{at: atHome, pat: []string{"/.config/herbstluftwm"}}, wmLater},
	{place{at: atHome, pat: []string{"/.config/river"}}, wmLater},
	{place{at: atHome, pat: []string{"/.config/niri"}}, wmLater},
	{place{at: atHome, pat: []string{"/.config/awesome"}}, wmLater},
	{place{at: atHome, pat: []string{"/.config/qtile"}}, wmLater},
	{place{at: atHome, pat: []string{"/.xmonad"}}, wmLater},
	{place{at: atHome, pat: []string{"/.config/xmonad"}}, wmLater},
	// zsh at logout and oh-my-zsh's custom scripts (sourced at every
	// start); the start-up files themselves are ozdesk's protected paths.
	{place{at: atHome, pat: []string{"/.zlogout"}}, "zsh (at every logout)"},
	{place{at: atHome, pat: []string{"/.oh-my-zsh/custom"}}, "zsh (oh-my-zsh sources it at every start)"},
	// Other init systems and schedulers.
	{place{at: atRoot, pat: []string{"/etc/init"}}, "the init system (upstart, at every boot)"},
	{place{at: atRoot, pat: []string{"/etc/periodic"}}, "cron (the periodic scripts)"},
	// The loader's library directories for every program.
	{place{at: atRoot, pat: []string{"/etc/ld.so.conf.d"}}, "the dynamic loader (a library directory for every program, after ldconfig)"},
	{place{at: atRoot, pat: []string{"/etc/ld.so.conf"}}, "the dynamic loader (a library directory for every program, after ldconfig)"},
	// Mercurial's hooks, as git's.
	{place{at: atHome, pat: []string{"/.hgrc"}}, "mercurial (its hooks and aliases, in every repository)"},
	{place{at: atHome, pat: []string{"/.config/hg/hgrc"}}, "mercurial (its hooks and aliases, in every repository)"},
	{place{at: atRoot, pat: []string{"/etc/mercurial"}}, "mercurial (its hooks and aliases, for every user)"},
	{place{at: atSome, pat: []string{"/.hg/hgrc"}}, "mercurial (its hooks, at a later commit, pull or update)"},
	// Where conda and bun fetch packages from.
	{place{at: atHome, pat: []string{"/.condarc"}}, registryLater},
	{place{at: atHome, pat: []string{"/.bunfig.toml"}}, registryLater},
}

// wmLater is what runs a window manager's configuration.
const wmLater = "the window manager (its exec and autostart lines, at every start of the session)"

// runsLaterPsqlVersion reports whether a made place is a version's own
// psql start-up file in the home (~/.psqlrc-16, ~/.psqlrc-16.1: psql
// reads the one of its version in ~/.psqlrc's stead), and what runs it.
func runsLaterPsqlVersion(m place) (string, bool) {
	if m.at != atHome || len(m.pat) != 1 {
		return "", false
	}
	v, ok := strings.CutPrefix(m.pat[0], "/.psqlrc-")
	if !ok || v == "" || strings.Trim(v, "0123456789.") != "" {
		return "", false
	}
	return "psql (a version's own .psqlrc: its \\! lines, at its next start)", true
}
