//go:build !unix

package store

import "os"

// nonBlock is 0 where the system has no such flag.
const nonBlock = 0

// lockUnreached takes no lock here.
func lockUnreached(*os.File, bool) (func(), bool) { return func() {}, true }
