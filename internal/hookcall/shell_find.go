package hookcall

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// ClaudeShell is the shell Claude Code runs Bash calls with, found as
// Claude Code 2.1 finds it (read from its bundle): the first of
// CLAUDE_CODE_SHELL and SHELL that names bash or zsh (anywhere in the
// path) and can run; then, when SHELL's file name is bash, bash on PATH,
// /bin, /usr/bin, /usr/local/bin, /opt/homebrew/bin, then zsh there, and
// otherwise zsh first. getenv reads the hook's environment, which is
// Claude Code's. "" when it finds none.
func ClaudeShell(getenv func(string) string) string {
	// Each place is looked at only when every one before it failed: the
	// search along PATH (a stat in each of its directories, twice) is
	// not made for a SHELL that runs, as it is in Claude Code's own
	// environment.
	for _, v := range []string{getenv("CLAUDE_CODE_SHELL"), getenv("SHELL")} {
		if (strings.Contains(v, "bash") || strings.Contains(v, "zsh")) && runnable(v, getenv) {
			return v
		}
	}
	order := []string{"zsh", "bash"}
	if filepath.Base(getenv("SHELL")) == "bash" {
		order = []string{"bash", "zsh"}
	}
	if first := onPath(order[0], getenv); first != "" && runnable(first, getenv) {
		return first
	}
	for _, name := range order {
		for _, dir := range []string{"/bin", "/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"} {
			if c := dir + "/" + name; runnable(c, getenv) {
				return c
			}
		}
	}
	if last := onPath(order[1], getenv); last != "" && runnable(last, getenv) {
		return last
	}
	return ""
}

// onPath is name's path on getenv's PATH, or "".
func onPath(name string, getenv func(string) string) string {
	for _, dir := range filepath.SplitList(getenv("PATH")) {
		if dir == "" {
			continue
		}
		if p := filepath.Join(dir, name); executable(p) {
			return p
		}
	}
	return ""
}

// runnable reports whether the shell at path can run: an executable file,
// or a name found on PATH (Claude Code then tries `name --version`).
func runnable(path string, getenv func(string) string) bool {
	if filepath.IsAbs(path) {
		return executable(path)
	}
	return executable(path) || onPath(path, getenv) != ""
}

// executable reports whether path is a file someone may execute.
func executable(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.Mode().IsRegular() && fi.Mode().Perm()&0o111 != 0
}

// LoginShell is the login shell of the account uid in the passwd file
// at path (/etc/passwd), which Codex runs its commands with (it asks
// getpwuid). An account not in the file is an error: its shell comes
// from elsewhere (NSS), and ozdesk cannot tell it.
func LoginShell(path string, uid int) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", fmt.Errorf("read the accounts: %w", err)
	}
	defer f.Close()
	want := strconv.Itoa(uid)
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Split(sc.Text(), ":")
		if len(fields) == 7 && fields[2] == want {
			return fields[6], nil
		}
	}
	if err := sc.Err(); err != nil {
		return "", fmt.Errorf("read the accounts: %w", err)
	}
	return "", fmt.Errorf("account %d is not in %s", uid, path)
}

// CodexShell is the shell Codex runs this account's commands with, or "".
func CodexShell() string {
	sh, err := LoginShell("/etc/passwd", os.Getuid())
	if err != nil {
		return ""
	}
	return sh
}
