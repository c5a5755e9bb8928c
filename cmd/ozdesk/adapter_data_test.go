package main

import (
	"debug/elf"
	"testing"
)

// adapterDataBytes is the most the adapter-only build's .data section may
// hold. The runtime builds the garbage collector's pointer bitmap of all
// of .data at every start, whatever the command (runtime.runGCProg): the
// compiled defaults written as composite literals of patterns put 480 KB
// there (752 KB in all, 0.26 M instructions a start; fx46h builds them on
// first use, 275 KB). A table of pointers (strings, slices) belongs in
// read-only data as offsets, or is built when first used.
const adapterDataBytes = 320 << 10

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
