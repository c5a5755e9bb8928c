// Package admin changes what the desk trusts and how it behaves: the egress
// list (the hosts downloads may come from under rules that name [egress])
// and the settings (four eyes, the fallback). Each change is written in one
// store transaction together with its audit entry, so the change and its
// record land together or not at all.
package admin
