// Removing what a contestant's program left in a folder, whatever it did there: every step is taken
// through directory descriptors (openat, unlinkat, renameat2) and never follows a symbolic link,
// so a program that swaps a folder for a link while it is being removed cannot make the removal
// reach anything outside it; folders it made unreadable are opened up first, and folders nested
// past the path length limit are moved up rather than followed down. Used by the checker on the
// real disk and by puzzle-workbench-box inside the sandbox.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <sys/types.h>

namespace pw::check {

// Removes everything inside the open folder `folder`. Mount points (the box's read-only files)
// stay. Returns how many entries could not be removed.
std::size_t clearFolder(int folder);

// Removes the folder `name` of the open folder `parent` with everything in it, when it is still
// the folder of device `device` and inode `inode` (a program may have put something else there).
// Returns true when it is gone.
bool removeFolderAt(int parent, const char* name, dev_t device, ino_t inode);

} // namespace pw::check
