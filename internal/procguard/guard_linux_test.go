package procguard

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// helperEnv makes the test binary a program that starts a guarded process
// group, says so, and waits to be killed.
const helperEnv = "PROCGUARD_TEST_HELPER"

func TestMain(m *testing.M) {
	if dir := os.Getenv(helperEnv); dir != "" {
		runHelper(dir)
		return
	}
	os.Exit(m.Run())
}

func runHelper(dir string) {
	cmd := startFamily()
	if _, err := Start(cmd.Process.Pid, dir); err != nil {
		fmt.Println("ERROR", err)
		os.Exit(1)
	}
	fmt.Println("GROUP", cmd.Process.Pid)
	select {} // until killed
}

// startFamily starts a shell in a group of its own that starts a child of
// its own: killing the shell alone would leave the child.
func startFamily() *exec.Cmd {
	cmd := exec.Command("/bin/sh", "-c", "sleep 60 & sleep 60; wait")
	Own(cmd)
	if err := cmd.Start(); err != nil {
		panic(err)
	}
	go cmd.Wait()
	return cmd
}

// members returns the live processes of the process group pgid. A killed
// process whose parent died stays a zombie until init reaps it, which some
// container inits never do: zombies do not count.
func members(pgid int) []int {
	entries, _ := os.ReadDir("/proc")
	var pids []int
	for _, e := range entries {
		b, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil {
			continue
		}
		// pid (comm) state ppid pgrp ...; comm may hold spaces.
		i := bytes.LastIndexByte(b, ')')
		if i < 0 {
			continue
		}
		f := strings.Fields(string(b[i+1:]))
		if len(f) < 3 || f[0] == "Z" || f[2] != strconv.Itoa(pgid) {
			continue
		}
		pid, _ := strconv.Atoi(e.Name())
		pids = append(pids, pid)
	}
	return pids
}

// groupUp waits up to 5 s for the family of startFamily to be up: the
// shell and its two sleeps.
func groupUp(pgid int) bool {
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		if len(members(pgid)) == 3 {
			return true
		}
	}
	return false
}

// groupGone waits up to 5 s for the process group pgid to be empty.
func groupGone(pgid int) bool {
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		if len(members(pgid)) == 0 {
			return true
		}
	}
	return false
}

func TestGuardActsWhenItsOwnerIsKilled(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "profile")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	helper := exec.Command(os.Args[0], "-test.run=^$")
	helper.Env = append(os.Environ(), helperEnv+"="+dir)
	helper.Stderr = os.Stderr
	out, err := helper.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := helper.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { helper.Process.Kill(); helper.Wait() })
	line, err := bufio.NewReader(out).ReadString('\n')
	var pgid int
	if _, scanErr := fmt.Sscanf(line, "GROUP %d", &pgid); err != nil || scanErr != nil {
		t.Fatalf("helper said %q: %v %v", line, err, scanErr)
	}
	t.Cleanup(func() { KillGroup(pgid) })
	if !groupUp(pgid) {
		t.Fatalf("the guarded group has %v, want sh and two sleeps; the test would prove nothing", members(pgid))
	}

	helper.Process.Kill() // SIGKILL: no cleanup of its own runs
	helper.Wait()
	if !groupGone(pgid) {
		t.Errorf("process group %d outlived its owner", pgid)
	}
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		_, err := os.Stat(dir)
		if errors.Is(err, os.ErrNotExist) {
			break
		}
		if time.Now().After(deadline) {
			t.Errorf("%s outlived its owner by 5s: %v", dir, err)
			break
		}
	}
}

func TestStopDisarmsTheGuard(t *testing.T) {
	dir := t.TempDir()
	cmd := startFamily()
	pgid := cmd.Process.Pid
	t.Cleanup(func() { KillGroup(pgid) })
	if !groupUp(pgid) {
		t.Fatalf("the group has %v, want sh and two sleeps", members(pgid))
	}
	g, err := Start(pgid, dir)
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Stop(); err != nil {
		t.Fatal(err)
	}
	if err := g.Stop(); err != nil {
		t.Errorf("second Stop: %v", err)
	}
	time.Sleep(300 * time.Millisecond) // a guard that fired would be done by now
	if n := len(members(pgid)); n != 3 {
		t.Errorf("%d processes left in the group after Stop, want 3", n)
	}
	if _, err := os.Stat(dir); err != nil {
		t.Errorf("dir removed after Stop: %v", err)
	}

	if err := KillGroup(pgid); err != nil {
		t.Fatal(err)
	}
	if !groupGone(pgid) {
		t.Errorf("KillGroup left process group %d", pgid)
	}
}

func TestStartNeedsAProcess(t *testing.T) {
	if g, err := Start(0, ""); err == nil || g != nil {
		t.Errorf("Start(0) = %v, %v; want an error", g, err)
	}
	var g *Guard
	if err := g.Stop(); err != nil {
		t.Errorf("nil Guard Stop: %v", err)
	}
}
