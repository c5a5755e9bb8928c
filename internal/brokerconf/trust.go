package brokerconf

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
)

// MaxBytes is as much of the configuration as is read.
const MaxBytes = 1 << 20

// Read reads the configuration at path, at most [MaxBytes]. A missing
// file is no error only when optional is set: the node then runs in
// direct mode (nil, nil). A file that is a symbolic link, cannot be read,
// or could have been written by someone other than root is an error: the
// caller fails closed.
func Read(path string, optional bool) ([]byte, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NOFOLLOW, 0)
	if errors.Is(err, fs.ErrNotExist) && optional {
		return nil, nil
	}
	if errors.Is(err, syscall.ELOOP) {
		to, _ := os.Readlink(path)
		return nil, fmt.Errorf("configuration %s is a symbolic link (to %s), so whoever can change the link chooses the configuration: name the file itself, or put the file in the link's place", path, to)
	}
	if err != nil {
		return nil, fmt.Errorf("read the ozdesk configuration: %w", err)
	}
	defer f.Close()
	if err := trusted(f, path); err != nil {
		return nil, err
	}
	b, err := io.ReadAll(io.LimitReader(f, MaxBytes))
	if err != nil {
		return nil, fmt.Errorf("read the ozdesk configuration %s: %w", path, err)
	}
	if b == nil {
		b = []byte{}
	}
	return b, nil
}

// trusted checks that only root could have written the file and the
// directories above it: owned by root and not writable by group or others
// (a directory with the sticky bit, like /tmp, may be writable by others).
func trusted(f *os.File, path string) error {
	fi, err := f.Stat()
	if err != nil {
		return fmt.Errorf("check the ozdesk configuration %s: %w", path, err)
	}
	if err := rootOnly(fi, path); err != nil {
		return err
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return fmt.Errorf("check the ozdesk configuration %s: %w", path, err)
	}
	for dir := filepath.Dir(abs); ; dir = filepath.Dir(dir) {
		di, err := os.Stat(dir)
		if err != nil {
			return fmt.Errorf("check the ozdesk configuration's directory %s: %w", dir, err)
		}
		if err := rootOnly(di, dir); err != nil {
			return err
		}
		if dir == filepath.Dir(dir) {
			return nil
		}
	}
}

// rootOnly checks that fi is owned by root and not writable by group or
// others.
func rootOnly(fi fs.FileInfo, path string) error {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return fmt.Errorf("configuration %s: cannot tell its owner", path)
	}
	if st.Uid != 0 {
		return fmt.Errorf("configuration %s is owned by uid %d, not root, so an agent could change it: chown root %s", path, st.Uid, path)
	}
	// A sticky directory owned by root (/tmp) lets nobody but root
	// replace root's files in it.
	sticky := fi.IsDir() && fi.Mode()&os.ModeSticky != 0
	if fi.Mode().Perm()&0o022 != 0 && !sticky {
		return fmt.Errorf("configuration %s is writable by group or others (%v), so an agent could change it: chmod go-w %s", path, fi.Mode().Perm(), path)
	}
	return nil
}
