package etcdtest

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"math/big"
	"net"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TLSFiles are the PEM files of a cluster that speaks TLS to its clients
// and asks each for a certificate its CA signed.
type TLSFiles struct {
	CA                  string // the CA's certificate
	ServerCert          string // the members' certificate (for 127.0.0.1)
	ServerKey           string
	ClientCert          string // a client's certificate, signed by the CA
	ClientKey           string
	OtherCert, OtherKey string // a client certificate from another CA
}

// makeTLS writes a CA, a server certificate for 127.0.0.1, a client
// certificate, and a client certificate of another CA, into dir.
func makeTLS(t testing.TB, dir string) TLSFiles {
	t.Helper()
	f := TLSFiles{}
	ca, caKey := makeCert(t, dir, "ca", nil, nil, true, &f.CA, nil)
	makeCert(t, dir, "server", ca, caKey, false, &f.ServerCert, &f.ServerKey)
	makeCert(t, dir, "client", ca, caKey, false, &f.ClientCert, &f.ClientKey)
	other, otherKey := makeCert(t, dir, "other-ca", nil, nil, true, new(string), nil)
	makeCert(t, dir, "other", other, otherKey, false, &f.OtherCert, &f.OtherKey)
	return f
}

// makeCert makes a certificate named name, signed by parent (itself when
// nil), and writes it (and its key, when keyPath is given) as PEM.
func makeCert(t testing.TB, dir, name string, parent *x509.Certificate, parentKey *ecdsa.PrivateKey, isCA bool, certPath, keyPath *string) (*x509.Certificate, *ecdsa.PrivateKey) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	serial, _ := rand.Int(rand.Reader, big.NewInt(1<<62))
	tmpl := &x509.Certificate{
		SerialNumber: serial,
		Subject:      pkix.Name{CommonName: "ozdesk-test-" + name},
		NotBefore:    time.Now().Add(-time.Hour),
		NotAfter:     time.Now().Add(24 * time.Hour),
		KeyUsage:     x509.KeyUsageDigitalSignature | x509.KeyUsageKeyEncipherment,
		ExtKeyUsage:  []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth, x509.ExtKeyUsageClientAuth},
		IPAddresses:  []net.IP{net.ParseIP("127.0.0.1")},
	}
	if isCA {
		tmpl.IsCA, tmpl.BasicConstraintsValid = true, true
		tmpl.KeyUsage |= x509.KeyUsageCertSign
	}
	signer, signerKey := tmpl, key
	if parent != nil {
		signer, signerKey = parent, parentKey
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, signer, &key.PublicKey, signerKey)
	if err != nil {
		t.Fatal(err)
	}
	cert, err := x509.ParseCertificate(der)
	if err != nil {
		t.Fatal(err)
	}
	*certPath = filepath.Join(dir, name+".pem")
	writePEM(t, *certPath, "CERTIFICATE", der)
	if keyPath != nil {
		kb, err := x509.MarshalECPrivateKey(key)
		if err != nil {
			t.Fatal(err)
		}
		*keyPath = filepath.Join(dir, name+"-key.pem")
		writePEM(t, *keyPath, "EC PRIVATE KEY", kb)
	}
	return cert, key
}

func writePEM(t testing.TB, path, kind string, der []byte) {
	t.Helper()
	if err := os.WriteFile(path, pem.EncodeToMemory(&pem.Block{Type: kind, Bytes: der}), 0o600); err != nil {
		t.Fatal(err)
	}
}
