package patterns

import "strings"

// A Kubernetes API path on this machine (fx53n, rt50 A16). `kubectl
// proxy` serves the cluster's API on localhost (port 8001 by default), so
// `curl -X DELETE http://localhost:8001/api/v1/namespaces/prod` deletes
// the prod namespace as `kubectl delete --raw /api/v1/namespaces/prod`
// does: a loopback URL whose path is the cluster's API is not a request
// that stays on this machine. The API's paths are `/apis/GROUP/…` and
// the core group's `/api/v1/` followed by a namespace, a node or a
// persistent volume; an application's own `/api/v1/items/3` is not one.

// kubeCoreRoots are the core group's resources a path below /api/v1/
// starts with.
var kubeCoreRoots = []string{"namespaces", "nodes", "persistentvolumes"}

// kubeAPIPath reports whether the URL v (scheme://host/path or
// host[:port]/path) has a Kubernetes API path.
func kubeAPIPath(v string) bool {
	if i := strings.Index(v, "://"); i >= 0 {
		v = v[i+3:]
	}
	i := strings.IndexByte(v, '/')
	if i < 0 {
		return false
	}
	path := v[i:]
	if j := strings.IndexAny(path, "?#"); j >= 0 {
		path = path[:j]
	}
	for strings.Contains(path, "//") {
		path = strings.ReplaceAll(path, "//", "/")
	}
	if rest, ok := strings.CutPrefix(path, "/apis/"); ok {
		return rest != ""
	}
	rest, ok := strings.CutPrefix(path, "/api/v1/")
	if !ok {
		return false
	}
	first, _, _ := strings.Cut(rest, "/")
	for _, r := range kubeCoreRoots {
		if first == r {
			return true
		}
	}
	return false
}
