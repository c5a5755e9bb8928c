//go:build !ozdesk_adapters

package store

import (
	"crypto/tls"
	"fmt"
	"net"
	"time"
)

// EtcdSpeaksTLS reports the first member among endpoints that does not
// answer a plain-text client but completes a TLS handshake, or asks
// for a client certificate in one: a cluster run with TLS, which a
// broker without TLS ('ozdesk serve --etcd-insecure-for-tests') cannot
// use. Its client would wait in vain for an answer and say the cluster
// did not answer in time although it is up. It returns "" when every
// member it reaches answers in plain text, or none can be reached.
func EtcdSpeaksTLS(endpoints []string, timeout time.Duration) string {
	for _, ep := range endpoints {
		host, _, err := net.SplitHostPort(ep)
		if err != nil {
			continue
		}
		p, err := probeH2(ep, timeout, nil)
		if err != nil || p.answered {
			continue
		}
		asked := false
		p, _ = probeH2(ep, timeout, &tls.Config{
			// Only whether the member speaks TLS matters here; nothing
			// is sent but the HTTP/2 preface.
			InsecureSkipVerify: true, //nolint:gosec // see above
			ServerName:         host,
			NextProtos:         []string{"h2"},
			GetClientCertificate: func(*tls.CertificateRequestInfo) (*tls.Certificate, error) {
				asked = true
				return &tls.Certificate{}, nil
			},
		})
		if p.handshook || asked {
			if asked {
				return fmt.Sprintf("%s speaks TLS and asks for a client certificate", ep)
			}
			return fmt.Sprintf("%s speaks TLS", ep)
		}
	}
	return ""
}
