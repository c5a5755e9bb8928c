package patterns

import "testing"

// storageCases: a Ceph pool, filesystem or block image deleted, and
// htpasswd's password file written (rt36 #6, #7) ask, as a kernel module
// loaded from a file already did (runs-later); their listings and
// htpasswd -n (which prints) do not.
var storageCases = []evalCase{
	ask("ceph osd pool delete data data --yes-i-really-really-mean-it", "cmd.wipe-disk"),
	ask("ceph osd pool rm data data --yes-i-really-really-mean-it", "cmd.wipe-disk"),
	ask("ceph fs rm cephfs --yes-i-really-mean-it", "cmd.wipe-disk"),
	ask("rados purge data --yes-i-really-really-mean-it", "cmd.wipe-disk"),
	ask("rbd rm pool/img", "cmd.cloud-delete"),
	ask("rbd snap purge pool/img", "cmd.cloud-delete"),
	ask("sudo insmod /lib/modules/x.ko", "cmd.system"),
	ask("htpasswd -b /etc/nginx/.htpasswd evil pw", "cmd.system"),
	ask("sudo htpasswd -D /etc/apache2/.htpasswd admin", "cmd.system"),
	allow("ceph status"),
	allow("ceph osd pool ls"),
	allow("rbd ls pool"),
	allow("rbd info pool/img"),
	allow("lsmod"),
	allow("htpasswd -nb user pw"),
	allow("htpasswd -c .htpasswd admin"),
	allow("htpasswd -bv /etc/nginx/.htpasswd user pw"),
}

func TestStorageVerbs(t *testing.T) { runCases(t, storageCases) }
