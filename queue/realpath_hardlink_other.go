//go:build !unix

package queue

// hardLinked reports false where the link count is not read: see the
// unix version.
func hardLinked(string, []string) bool { return false }

// hardLinkedLook is [hardLinked] with no look to fail.
func hardLinkedLook(string, []string) (bool, error) { return false, nil }
