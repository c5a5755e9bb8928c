package patterns

import (
	"strings"
	"sync"
)

// An unknown word in a write (issue 7 §4). A word that is only a variable
// the line does not set ("$LOG", ${OUT}) takes its value from the
// environment the harness runs the command in, which the agent does not
// set from inside the line. As the target of a write (a redirection, an
// output option, a destination) such a word is not taken to be a block
// device, credentials or a path ozdesk protects, unless its name says it
// may hold one ($DISK, $KUBECONFIG, $OZDESK_STORE …): `echo hi > "$LOG"`
// is left alone. Everything else an unknown word may be stays as it was:
// a variable the line sets (D=/dev/sda; … > $D), one a sourced file may
// set, a command substitution, $1 or ${X:-default}, a word with known
// text around the variable (/dev/$D), what dd and its kin write (dd
// of="$OUT"); and deletes (rm -rf "$DIR" still
// asks), and the disk tools' operands (mkfs "$DEV").

// lineFacts is what the reader learned about the whole line that the
// matcher needs for one part: the names the line may set.
type lineFacts struct {
	src string
	// vars are the variables the line assigns (effects_second.go).
	vars map[string]*varFacts
	// sources: a part sources a file, which may set any variable.
	sources bool
	once    sync.Once
	// bare are the names written somewhere in the line other than right
	// after $ or ${ (NAME=…, read NAME, for NAME in, env NAME=…,
	// printf -v NAME …): the line may set them, whatever the reader
	// made of the construct.
	bare map[string]int
	// leading are the plain values of the assignments that open the
	// line (class_linevar.go).
	leading map[string]string
}

// maySet reports whether the line may set variable name.
func (l *lineFacts) maySet(name string) bool {
	if l == nil || l.sources || l.vars[name] != nil {
		return true
	}
	l.once.Do(l.scan)
	return l.bare[name] > 0
}

// scan counts the names written in the line not right after $ or ${, and
// reads the assignments that open it.
func (l *lineFacts) scan() {
	l.bare = map[string]int{}
	l.leading = leadingAssigns(l.src)
	s := l.src
	for i := 0; i < len(s); {
		if !isNameStart(s[i]) {
			i++
			continue
		}
		j := i + 1
		for j < len(s) && isNameByte(s[j]) {
			j++
		}
		expanded := i > 0 && s[i-1] == '$' || i > 1 && s[i-1] == '{' && s[i-2] == '$'
		if !expanded {
			l.bare[s[i:j]]++
		}
		i = j
	}
}

func isNameStart(c byte) bool { return c == '_' || isASCIILetter(c) }
func isNameByte(c byte) bool  { return isNameStart(c) || '0' <= c && c <= '9' }

// noteLine gives every part the facts of its line.
func (r *reading) noteLine() {
	l := &lineFacts{src: r.cmd.Source, vars: r.vars}
	for _, p := range r.cmd.Parts {
		if p.Program == "source" || p.Program == "." {
			l.sources = true
		}
	}
	for _, p := range r.cmd.Parts {
		p.line = l
	}
}

// envWriteClasses are the classes a write's environment variable is not
// taken to be, each with the words a variable's name holds when it may
// name one.
var envWriteClasses = lazy[map[string][]string]{build: func() map[string][]string {
	protected := []string{"OZDESK", "CLAUDE", "CODEX", "GEMINI", "XDG_", "STATE", "STORE", "SETTINGS", "HOOK"}
	return map[string][]string{
		"device": {"DEV", "DISK", "DRIVE", "BLK", "BLOCK", "NVME", "PART", "VOLUME", "MEDIA", "USB", "SD"},
		"credentials": {"CRED", "KEY", "TOKEN", "SECRET", "PASS", "AUTH", "SSH", "GPG", "GNUPG", "KUBE", "CONFIG",
			"NETRC", "VAULT", "AWS", "AZURE", "GCLOUD", "GOOGLE", "DOCKER", "NPMRC", "PYPIRC", "SUDO", "SHADOW", "CERT"},
		"protected": protected, "protected-made": protected,
	}
}}

// diskWriters are the programs made to write disks: what they write may
// be a device whatever its name (dd of="$OUT").
var diskWriters = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{"dd": true, "ddrescue": true, "dcfldd": true, "dc3dd": true, "bmaptool": true}
}}

// bashSets reports whether bash itself gives the variable its value in
// the course of a line ($_ is the last word of the previous command,
// $OLDPWD is where cd left, $REPLY what read read), or the reader
// resolves it ($HOME, $PWD): such a variable is not the environment's.
func bashSets(name string) bool {
	switch name {
	case "_", "HOME", "PWD", "OLDPWD", "REPLY", "MAPFILE", "OPTARG", "OPTIND", "COPROC", "DIRSTACK",
		"PIPESTATUS", "FUNCNAME", "LINENO", "RANDOM", "SRANDOM", "SECONDS", "EPOCHREALTIME",
		"EPOCHSECONDS", "PPID", "HISTCMD", "COLUMNS", "LINES", "CDPATH", "IFS":
		return true
	}
	return strings.HasPrefix(name, "BASH") || strings.HasPrefix(name, "READLINE_") || strings.HasPrefix(name, "COMP_")
}

// modeChangers change a path's mode or owner: their operands are judged
// as a write's target is.
var modeChangers = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{"chmod": true, "chown": true, "chgrp": true, "setfacl": true, "chattr": true}
}}

// envSpared reports whether a write's target w (or a mode changer's
// operand), judged against class, is a variable of the environment that
// the class does not take: the word is one named variable, which the
// line does not set, bash does not set, and whose name says nothing of
// the class; for the device class, literal text that says nothing of a
// device may follow it ("$BIN/app" is no device).
func envSpared(class string, w *Word, part *Part) bool {
	hints, ok := envWriteClasses.get()[class]
	if !ok || len(w.Segs) == 0 || diskWriters.get()[part.Program] {
		return false
	}
	s := w.Segs[0]
	if s.Kind != SegParam || s.Text == "" || bashSets(s.Text) {
		return false
	}
	if len(w.Segs) > 1 && class != "device" {
		// A directory of the environment the agent can learn ($OLDPWD,
		// $GITHUB_WORKSPACE) may lead to credentials or ozdesk's own
		// files: only the device class, whose paths lie under /dev,
		// spares what follows one.
		return false
	}
	for _, t := range w.Segs[1:] {
		if t.Kind != SegLit {
			return false
		}
	}
	name := strings.ToUpper(s.Text)
	for _, h := range hints {
		if strings.Contains(name, h) {
			return false
		}
	}
	if len(w.Segs) > 1 {
		plain := plainReading(w)
		plain.Segs[0].Text = "/x" // the variable as a plain absolute path
		if JudgeClass(class, "", plain, &Context{}).Might {
			return false
		}
	}
	return !part.line.maySet(s.Text)
}
