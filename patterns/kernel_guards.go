package patterns

import "strings"

// kernelGuardKnobs are the kernel settings that guard the host from its
// own users and programs (fx48b, rt46): the limits on tracing another
// process (Yama), address-space randomisation, what the kernel's
// addresses and log tell an unprivileged user, module loading and kexec
// switched off, unprivileged BPF and user namespaces, perf's paranoia,
// io_uring, the protected links and FIFOs, core dumps of set-user-ID
// programs, the lowest address a program may map, the BPF JIT's
// hardening, and the programs the kernel runs as root (core_pattern's
// pipe, modprobe, the user-mode helpers). As sysctl writes their names;
// a name ending in "." or "_" is every name it begins. Every other
// setting below /proc/sys (kernel.panic, kernel.sysrq, vm.drop_caches,
// net.ipv4.ip_forward) tunes how the machine runs, and is cmd.system's.
var kernelGuardKnobs = [...]string{
	"kernel.yama.", "kernel.randomize_va_space", "kernel.kptr_restrict", "kernel.dmesg_restrict",
	"kernel.modules_disabled", "kernel.kexec_load_disabled", "kernel.unprivileged_bpf_disabled",
	"kernel.unprivileged_userns_clone", "kernel.perf_event_paranoid", "kernel.io_uring_disabled",
	"kernel.core_pattern", "kernel.modprobe", "kernel.usermodehelper.",
	"fs.protected_", "fs.suid_dumpable", "vm.mmap_min_addr", "net.core.bpf_jit_harden", "user.max_user_namespaces",
}

// kernelGuardPatterns are the sysctl patterns of kernelGuardKnobs, set
// by -w or as NAME=VALUE (`sysctl -w kernel.yama.ptrace_scope=0`).
func kernelGuardPatterns() []string {
	out := make([]string, 0, len(kernelGuardKnobs))
	for _, k := range kernelGuardKnobs {
		if strings.HasSuffix(k, ".") || strings.HasSuffix(k, "_") {
			out = append(out, "sysctl ** "+k+"*=* **")
			continue
		}
		out = append(out, "sysctl ** "+k+"=* **")
	}
	return out
}

// kernelGuardPath reports whether v, a clean absolute path below
// /proc/sys, is one of kernelGuardKnobs' files (/proc/sys/kernel/yama/…,
// /proc/sys/fs/protected_symlinks).
func kernelGuardPath(v string) bool {
	rest, ok := strings.CutPrefix(v, "/proc/sys/")
	if !ok {
		return false
	}
	name := strings.ReplaceAll(rest, "/", ".")
	for _, k := range kernelGuardKnobs {
		if strings.HasSuffix(k, ".") || strings.HasSuffix(k, "_") {
			if strings.HasPrefix(name, k) || name+"." == k {
				return true
			}
			continue
		}
		if name == k {
			return true
		}
	}
	return false
}
