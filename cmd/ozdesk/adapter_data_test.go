package main

import (
	"debug/elf"
	"testing"
)

// adapterDataBytes is the most the adapter-only build's .data section may
// hold. The runtime builds the garbage collector's pointer bitmap of all
// of .data at every start, whatever the command (runtime.runGCProg, 0.26 M
// instructions for 752 KB, of which the compiled defaults' small patterns
// are 480 KB: fx46h built those on the heap instead and took them out
// again, as a direct call then faulted 75 pages more). A new table of
// pointers (strings, slices) belongs in read-only data as offsets, or is
// built when first used. The compiled defaults grow with every default
// pattern (752 KB when fx46h set a cap of 768 KiB, 824 KB two merges
// later, which failed it): the cap leaves room for that growth and still
// catches a pointer table of any size that matters (a 100,000-entry
// []string is 1.6 MB). fx50h wrote the compiled patterns as one array
// (960 KB → 817 KB: each had been a symbol of its own, aligned to 64
// bytes) and lowered the cap from 1 MiB to 896 KiB. The fx69 round's
// defaults (cargo's config, dotfile managers, archivers, some 200
// patterns) took it from 902 KB to 918 KB, 9.4 KB of it the compiled
// patterns' array and no new table of pointers: the cap is 960 KiB.
const adapterDataBytes = 960 << 10

// TestAdapterData holds the adapter-only build's .data, the pointerful
// static data every process maps for the collector, to adapterDataBytes.
func TestAdapterData(t *testing.T) {
	t.Parallel()
	bin := buildTool(t, ".", "ozdesk-hook", "-tags", adapterTags)
	f, err := elf.Open(bin)
	if err != nil {
		t.Fatalf("read the adapter build: %v", err)
	}
	defer f.Close()
	data := f.Section(".data")
	if data == nil {
		t.Fatalf("%s has no .data section", bin)
	}
	if data.Size > adapterDataBytes {
		t.Errorf("the adapter build's .data is %d bytes, over %d: a table of pointers was added to static data (write it as offsets into a string, or build it on first use)", data.Size, adapterDataBytes)
	}
}
