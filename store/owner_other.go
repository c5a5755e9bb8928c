//go:build !unix

package store

import "io/fs"

// noFollow is 0 where the system has no such flag.
const noFollow = 0

// ownerOf cannot tell a file's owner here.
func ownerOf(fs.FileInfo) (int, bool) { return 0, false }

// chownLike keeps the owner the new file was made with here.
func chownLike(string, fs.FileInfo) error { return nil }

// syncDir cannot sync a directory here.
func syncDir(string) error { return nil }
