//go:build !ozdesk_adapters

package store

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"io"
	"net"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"
)

// CheckEtcdClientAuth checks, before a broker trusts a fleet's cluster,
// that every member it can reach refuses a client without a certificate:
// it connects to each endpoint as a stranger would (TLS, no client
// certificate, or plain TCP) and opens an HTTP/2 connection, as etcd's
// gRPC clients do. A member that takes it, in plain text or over TLS
// without asking for a certificate, fails the check with an
// error wrapping [ErrClusterOpen] that names it. A member that cannot be
// reached within timeout is not held against the cluster (the broker
// needs a quorum anyway, and fails closed without one), but when none
// can be reached the check fails with [ErrUnavailable].
//
// It checks what the cluster does, not what the broker was told: a
// cluster run without --client-cert-auth, an agent's own etcd listening
// on the fleet's port, or a member with a plain-text listener are all
// refused, whatever certificates the broker holds.
func CheckEtcdClientAuth(endpoints []string, timeout time.Duration) error {
	reached := 0
	var errs []error
	for _, ep := range endpoints {
		open, err := probeEtcdOpen(ep, timeout)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		reached++
		if open != "" {
			return fmt.Errorf("%w: %s %s", ErrClusterOpen, ep, open)
		}
	}
	if reached == 0 {
		return fmt.Errorf("check that the etcd cluster asks for client certificates: %w: no member answered: %w", ErrUnavailable, errors.Join(errs...))
	}
	return nil
}

// probeEtcdOpen connects to one member without a client certificate. It
// returns what the member did that shows it open ("" when it refused),
// or an error when it could not be reached.
func probeEtcdOpen(endpoint string, timeout time.Duration) (open string, err error) {
	host, _, err := net.SplitHostPort(endpoint)
	if err != nil {
		return "", fmt.Errorf("%s: %w", endpoint, err)
	}
	// Plain text first: a member that answers it lets anyone in.
	p, err := probeH2(endpoint, timeout, nil)
	if err != nil {
		return "", err
	}
	if p.answered {
		return "answered in plain text, without TLS (run every member with TLS and --client-cert-auth)", nil
	}
	asked := false
	p, err = probeH2(endpoint, timeout, &tls.Config{
		// Who the member is does not matter here, only whether it lets
		// a stranger in; the probe sends nothing of the broker's. The
		// broker's own connection verifies the member against its CA.
		InsecureSkipVerify: true, //nolint:gosec // see above
		ServerName:         host,
		NextProtos:         []string{"h2"},
		GetClientCertificate: func(*tls.CertificateRequestInfo) (*tls.Certificate, error) {
			asked = true
			return &tls.Certificate{}, nil // none
		},
	})
	switch {
	case err != nil:
		return "", err
	case p.handshook && !asked:
		// A member that completes TLS without asking for a
		// certificate does not authenticate its clients.
		return "took a client that showed no certificate, and asked for none (run every member with --client-cert-auth and --trusted-ca-file)", nil
	case p.answered:
		return "answered a client whose certificate was empty (run every member with --client-cert-auth and --trusted-ca-file)", nil
	}
	return "", nil
}

// probed is what one probe of a member saw.
type probed struct {
	handshook bool // the TLS handshake completed (with cfg)
	answered  bool // the member answered as a server of gRPC does
}

// h2Preface opens an HTTP/2 connection (etcd's gRPC): the client
// preface and an empty SETTINGS frame.
const h2Preface = "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n" + "\x00\x00\x00\x04\x00\x00\x00\x00\x00"

// probeH2 opens an HTTP/2 connection to the member at endpoint, over
// TLS when cfg is set, as etcd's clients do, and reports whether the
// member answered with its own SETTINGS frame: then it would serve
// requests. A member that closes the connection, refuses the TLS
// handshake (TLS 1.2) or the first read after it (TLS 1.3) for want of
// a certificate, or answers with anything else, did not answer; one
// that cannot be reached, or neither answers nor refuses within
// timeout, is an error.
func probeH2(endpoint string, timeout time.Duration, cfg *tls.Config) (probed, error) {
	var p probed
	raw, err := net.DialTimeout("tcp", endpoint, timeout)
	if err != nil {
		return p, fmt.Errorf("%s: %w", endpoint, err)
	}
	defer raw.Close()
	if err := raw.SetDeadline(time.Now().Add(timeout)); err != nil {
		return p, fmt.Errorf("%s: %w", endpoint, err)
	}
	conn := raw
	if cfg != nil {
		tc := tls.Client(raw, cfg)
		if err := tc.Handshake(); err != nil {
			return p, timedOut(endpoint, timeout, err)
		}
		p.handshook, conn = true, tc
	}
	if _, err := io.WriteString(conn, h2Preface); err != nil {
		return p, timedOut(endpoint, timeout, err)
	}
	// A frame header: length (3 bytes), type (SETTINGS is 4), flags,
	// stream 0. An HTTP/1 server's "HTTP/1.1 400" is no answer.
	head := make([]byte, 9)
	if _, err := io.ReadFull(conn, head); err != nil {
		return p, timedOut(endpoint, timeout, err)
	}
	p.answered = head[3] == 4 && string(head[5:9]) == "\x00\x00\x00\x00"
	return p, nil
}

// timedOut is err as an error when it is a timeout (the member neither
// answered nor refused), else nil (it refused).
func timedOut(endpoint string, timeout time.Duration, err error) error {
	var ne net.Error
	if errors.As(err, &ne) && ne.Timeout() {
		return fmt.Errorf("%s: no answer within %s: %w", endpoint, timeout, err)
	}
	return nil
}

// clientAuthKey, under a store's prefix, says that a broker served the
// store with a client certificate on a cluster that asks for one
// ([Store.MarkClientAuth]). It is outside the fenced layout (kv_etcd.go):
// no transaction reads it.
const clientAuthKey = "fleet/client-cert-auth"

// MarkClientAuth records that this store is a fleet's whose brokers
// reach it with client certificates, and since when (now, RFC 3339, the
// first time only): a broker
// that would serve it without one ('ozdesk serve
// --etcd-insecure-for-tests') then refuses it ([Store.ClientAuthMarked]).
// On a file store it does nothing.
func (s *Store) MarkClientAuth(now time.Time) error {
	if s.etcd == nil {
		return nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), s.timeout)
	defer cancel()
	key := s.etcd.prefix + clientAuthKey
	// Sent again after it took effect, it finds the key and writes nothing.
	return s.etcdCall(ctx, "record that the fleet uses client certificates", func(ctx context.Context) error {
		_, err := s.etcd.cli.Txn(ctx).If(clientv3.Compare(clientv3.CreateRevision(key), "=", 0)).
			Then(clientv3.OpPut(key, now.UTC().Format(time.RFC3339))).Commit()
		return err
	})
}

// ClientAuthMarked returns when a broker first recorded serving this
// store with a client certificate ([Store.MarkClientAuth]), or "" when
// none did (and on a file store).
func (s *Store) ClientAuthMarked() (string, error) {
	if s.etcd == nil {
		return "", nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), s.timeout)
	defer cancel()
	var resp *clientv3.GetResponse
	if err := s.etcdCall(ctx, "read whether the fleet uses client certificates", func(ctx context.Context) (err error) {
		resp, err = s.etcd.cli.Get(ctx, s.etcd.prefix+clientAuthKey)
		return err
	}); err != nil {
		return "", err
	}
	if len(resp.Kvs) == 0 {
		return "", nil
	}
	return string(resp.Kvs[0].Value), nil
}
