//go:build !ozdesk_adapters

package store

import (
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"net"
	"time"
)

// CheckEtcdServerCA checks that every member the broker can reach
// presents a certificate that the broker's TLS (cfg: the fleet's CA, or
// the system's when none is given) verifies for the member's address, as
// the broker's own client will. A member whose certificate fails fails
// the check, with an error wrapping [ErrClusterNotTrusted] that names
// it, says what the verification found and what to do. The handshake
// shows no client certificate: the member is checked before it is told
// anything of the broker's. A member that cannot be reached, or refuses
// the handshake for want of a client certificate after its own was
// verified, passes (the client authentication probe,
// [CheckEtcdClientAuth], and the broker's quorum judge those). A nil
// cfg (no TLS) checks nothing.
func CheckEtcdServerCA(endpoints []string, cfg *tls.Config, timeout time.Duration) error {
	if cfg == nil {
		return nil
	}
	for _, ep := range endpoints {
		if why := untrustedMember(ep, cfg, timeout); why != "" {
			return fmt.Errorf("%w: %s %s", ErrClusterNotTrusted, ep, why)
		}
	}
	return nil
}

// untrustedMember handshakes with the member at endpoint as the broker
// would, without a client certificate, and says why its certificate is
// not trusted ("" when it is, or the member could not be asked).
func untrustedMember(endpoint string, cfg *tls.Config, timeout time.Duration) string {
	host, _, err := net.SplitHostPort(endpoint)
	if err != nil {
		return ""
	}
	raw, err := net.DialTimeout("tcp", endpoint, timeout)
	if err != nil {
		return ""
	}
	defer raw.Close()
	if err := raw.SetDeadline(time.Now().Add(timeout)); err != nil {
		return ""
	}
	c := cfg.Clone()
	c.Certificates, c.GetCertificate, c.GetClientCertificate = nil, nil, nil
	if c.ServerName == "" {
		c.ServerName = host
	}
	c.NextProtos = []string{"h2"}
	return untrustedBy(tls.Client(raw, c).Handshake())
}

// untrustedBy says what a handshake's error says of the member's
// certificate: not from the CA, or not for the member's address; ""
// for any other error (the member refused the broker, or did not
// answer).
func untrustedBy(err error) string {
	var unknown x509.UnknownAuthorityError
	var host x509.HostnameError
	var invalid x509.CertificateInvalidError
	switch {
	case err == nil:
		return ""
	case errors.As(err, &unknown):
		return "presents a certificate that the CA the broker was given did not sign (" + unknown.Error() + "): " +
			"it is another cluster than the fleet's (or something else listening on the fleet's address), or --etcd-cacert (etcd-cacert:) names another CA than the one that signed the members' certificates; " +
			"give the CA of the fleet's cluster, or point --store at the fleet's members"
	case errors.As(err, &host):
		return "presents a certificate that is not for its address (" + host.Error() + "): " +
			"give the members certificates that name the addresses in --store (as IP or DNS subject alternative names), or name them in --store as their certificates do"
	case errors.As(err, &invalid):
		return "presents a certificate that is not valid (" + invalid.Error() + "): renew the members' certificates"
	}
	return ""
}
