package queue

import (
	"reflect"
	"slices"

	"ozdesk.dev/ozdesk/store"
)

// samePolicy reports whether two reads of the store give the same policy
// to judge a command by: the same rules in the same order (their hit
// counts aside, which every evaluation raises), the same settings and
// egress list believed or not for the same reasons, and the same rules
// set aside. A command judged under a and written under b is then judged
// as it would have been inside the write.
func samePolicy(a, b policyState) bool {
	return a.settingsWhy == b.settingsWhy && a.egressWhy == b.egressWhy &&
		reflect.DeepEqual(a.settings, b.settings) && slices.Equal(a.egress, b.egress) &&
		slices.EqualFunc(a.rules, b.rules, sameRule) &&
		slices.EqualFunc(a.ignored, b.ignored, func(x, y IgnoredRule) bool { return x.Why == y.Why && sameRule(x.Rule, y.Rule) })
}

// sameRule reports whether two reads of a rule are the same rule, its
// hit count aside.
func sameRule(a, b store.Rule) bool {
	a.Hits, b.Hits = 0, 0
	return reflect.DeepEqual(a, b)
}
