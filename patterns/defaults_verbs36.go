package patterns

// verbs36 are, per default, the programs and verbs the rt36 red team found
// missing from the defaults' tables, each named by the effect a default
// already names by other spellings:
//
//   - cmd.wipe-disk: a Ceph pool or filesystem deleted with everything in
//     it (`ceph osd pool delete data data --yes-i-really-really-mean-it`,
//     `ceph osd pool rm`, `ceph fs rm`, `ceph fs volume rm`, `rados
//     rmpool`, `rados purge`), as `zpool destroy` is;
//   - cmd.cloud-delete: a Ceph block image or its snapshots deleted (`rbd
//     rm pool/img`, `rbd remove`, `rbd snap purge`, `rbd trash purge`):
//     a volume of a storage cluster, as a cloud's volume deleted is;
//
// (`insmod x.ko` already asks: the module is code that runs later. `modprobe
// -r` and `rmmod` stay left alone, as DEFAULTS.md decides: a module's name
// does not say whether it drives the network.)
//
// Built on first use, as every table is (lazy.go).
var verbs36 = lazy[map[string][]string]{build: func() map[string][]string {
	return map[string][]string{
		"cmd.wipe-disk": {
			"ceph ** osd pool delete **", "ceph ** osd pool rm **", "ceph ** fs rm **",
			"ceph ** fs volume rm **", "rados ** rmpool **", "rados ** purge **",
		},
		"cmd.cloud-delete": {
			"rbd ** rm **", "rbd ** remove **", "rbd ** snap purge **", "rbd ** trash purge **",
			"rbd ** snap rm **", "rbd ** snap remove **",
		},
	}
}}
