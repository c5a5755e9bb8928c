package store

import (
	"fmt"
	"net"
	"strings"
)

// EtcdScheme starts a store address that names an etcd cluster instead of
// a file: etcd://HOST:PORT[,HOST:PORT…]/PREFIX.
const EtcdScheme = "etcd://"

// IsEtcd reports whether a store address names an etcd cluster.
func IsEtcd(addr string) bool { return strings.HasPrefix(addr, EtcdScheme) }

// CheckEtcdAddress checks that addr is a well-formed etcd store address,
// etcd://HOST:PORT[,HOST:PORT…]/PREFIX, and says what is wrong when it is
// not. It is what reading a configuration needs of an etcd address, in
// every build (see [ParseEtcdAddress] for the full ozdesk's).
func CheckEtcdAddress(addr string) error {
	_, _, err := splitEtcdAddress(addr)
	return err
}

// splitEtcdAddress reads etcd://HOST:PORT[,HOST:PORT…]/PREFIX into its
// endpoints and its prefix.
func splitEtcdAddress(addr string) (endpoints []string, prefix string, err error) {
	rest, ok := strings.CutPrefix(addr, EtcdScheme)
	if !ok {
		return nil, "", fmt.Errorf("store address %q: an etcd store is etcd://HOST:PORT[,HOST:PORT…]/PREFIX", addr)
	}
	hosts, prefix, _ := strings.Cut(rest, "/")
	prefix = strings.Trim(prefix, "/")
	if prefix == "" {
		return nil, "", fmt.Errorf("store address %q names no prefix: add one after the hosts (etcd://%s/ozdesk), so the fleet's keys stay apart from others'", addr, hosts)
	}
	if strings.ContainsAny(prefix, "?#") {
		return nil, "", fmt.Errorf("store address %q: the prefix %q may not hold '?' or '#'", addr, prefix)
	}
	for h := range strings.SplitSeq(hosts, ",") {
		host, port, err := net.SplitHostPort(h)
		if err != nil || host == "" || port == "" {
			return nil, "", fmt.Errorf("store address %q: %q is not HOST:PORT (etcd's client port is usually 2379)", addr, h)
		}
		endpoints = append(endpoints, h)
	}
	return endpoints, prefix, nil
}
