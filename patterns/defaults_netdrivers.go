package patterns

import "strings"

// netDrivers are kernel modules whose names say they drive the machine's
// network (fx38c, rt36 D387, D606): Ethernet controllers' drivers (Intel,
// Realtek, Broadcom, Mellanox, Marvell, Chelsio …), the virtual NICs of
// the clouds and hypervisors (virtio_net, ena, gve, vmxnet3, hv_netvsc,
// xen-netfront) and the common Wi-Fi drivers. Unloading one takes the
// interfaces it drives down at once, as `ip link set eth0 down` does: a
// machine reached over ssh drops off the network and nobody can load it
// back. A name not here (`modprobe -r dummy`, `rmmod vboxdrv`) stays
// quiet: it does not say whether it drives the network.
var netDrivers = []string{
	"e1000", "e1000e", "igb", "igbvf", "igc", "ixgb", "ixgbe", "ixgbevf", "i40e", "iavf", "ice", "idpf",
	"r8169", "r8152", "r8125", "r8168", "8139too", "8139cp",
	"tg3", "bnx2", "bnx2x", "bnxt_en", "b44", "bcmgenet",
	"mlx4_en", "mlx4_core", "mlx5_core", "sky2", "skge", "mvneta", "mvpp2",
	"cxgb3", "cxgb4", "be2net", "qede", "qed", "qlcnic", "sfc", "atlantic", "alx", "atl1", "atl1c", "atl1e",
	"forcedeth", "tulip", "via-rhine", "virtio_net", "vmxnet3", "ena", "gve", "hv_netvsc", "xen-netfront",
	"iwlwifi", "iwlmvm", "iwldvm", "ath9k", "ath10k_pci", "ath11k_pci", "ath12k", "brcmfmac", "brcmsmac",
	"mt7921e", "mt76", "rtw88_pci", "rtw89_pci", "rtl8xxxu", "mwifiex_pcie",
}

// netDriverPatterns are cmd.system's patterns for a network driver
// unloaded: `modprobe -r NAME` (`--remove`) and `rmmod NAME`, by each
// name in netDrivers, spelled with `-` or `_` as modprobe takes either.
func netDriverPatterns() []string {
	var out []string
	for _, d := range netDrivers {
		names := []string{d}
		if alt := strings.NewReplacer("_", "-", "-", "_").Replace(d); alt != d {
			names = append(names, alt)
		}
		for _, n := range names {
			out = append(out, "modprobe -r ** "+n+" **", "modprobe --remove ** "+n+" **", "rmmod ** "+n+" **")
		}
	}
	return out
}
