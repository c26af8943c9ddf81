// Planning a box: which files go in and where, the tools, and bubblewrap's command line.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "check/sandbox.h"

#include "check/run_program.h"

#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace pw::check {

namespace {

// The system folders a box shows besides /usr: on a merged-/usr system they are links into it.
constexpr const char* kSystemFolders[] = {"/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"};
// Folders of the box itself: a file named there is given another place.
constexpr const char* kBoxFolders[] = {"/tmp", "/box", "/dev", "/proc", "/.box", "/out", "/sys"};

bool under(const std::string& path, const std::string& folder) {
    return path == folder || path.starts_with(folder + "/");
}

std::string currentFolder() {
    char here[PATH_MAX];
    return ::getcwd(here, sizeof here) ? std::string(here) : std::string("/");
}

// `path` with "." and ".." taken out and no repeated slashes (lexically; links are not looked at).
std::string normalised(const std::string& path) {
    std::vector<std::string> parts;
    std::size_t start = 0;
    while (start <= path.size()) {
        const std::size_t slash = std::min(path.find('/', start), path.size());
        const std::string part = path.substr(start, slash - start);
        if (part == "..") {
            if (!parts.empty())
                parts.pop_back();
        } else if (!part.empty() && part != ".") {
            parts.push_back(part);
        }
        start = slash + 1;
    }
    std::string out;
    for (const std::string& part : parts)
        out += "/" + part;
    return out.empty() ? "/" : out;
}

std::string baseName(const std::string& path) {
    const std::size_t slash = path.rfind('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

bool regularFile(const std::string& path, bool* executable = nullptr) {
    struct stat info {};
    if (::stat(path.c_str(), &info) != 0 || !S_ISREG(info.st_mode))
        return false;
    if (executable)
        *executable = (info.st_mode & 0111) != 0;
    return true;
}

// The interpreter a script's first line names ("#!/usr/bin/python3 -u": /usr/bin/python3), or "".
std::string interpreterOf(const std::string& path) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return {};
    char head[256] = {};
    const ssize_t got = ::read(fd, head, sizeof head - 1);
    ::close(fd);
    if (got < 2 || head[0] != '#' || head[1] != '!')
        return {};
    std::string line(head + 2, static_cast<std::size_t>(got) - 2);
    line = line.substr(0, line.find('\n'));
    const std::size_t begin = line.find_first_not_of(" \t");
    if (begin == std::string::npos)
        return {};
    return line.substr(begin, line.find_first_of(" \t", begin) - begin);
}

// The place of a copied file in the box, and whether its argument must say the new place.
std::string placeInBox(const std::string& absolute, std::size_t index) {
    for (const char* folder : kBoxFolders)
        if (under(absolute, folder))
            return "/.box/files/" + std::to_string(index) + "/" + baseName(absolute);
    return absolute;
}

// The /etc entries interpreters need (the loader's cache, alternatives, Java's and Python's
// configuration, the time zone); nothing else of /etc is shown.
std::vector<std::string> etcEntries() {
    std::vector<std::string> entries{"/etc/alternatives", "/etc/ld.so.cache", "/etc/ld.so.conf",
                                     "/etc/ld.so.conf.d", "/etc/localtime"};
    if (DIR* etc = ::opendir("/etc")) {
        while (const dirent* entry = ::readdir(etc)) {
            const std::string name = entry->d_name;
            if (name.starts_with("java-") || name.starts_with("python3"))
                entries.push_back("/etc/" + name);
        }
        ::closedir(etc);
    }
    return entries;
}

std::string findInPath(const std::string& name) {
    const char* search = std::getenv("PATH");
    std::string_view rest = search ? search : "/usr/local/bin:/usr/bin:/bin";
    while (true) {
        const std::size_t colon = rest.find(':');
        const std::string folder(rest.substr(0, colon));
        const std::string candidate = (folder.empty() ? "." : folder) + "/" + name;
        if (regularFile(candidate) && ::access(candidate.c_str(), X_OK) == 0)
            return candidate;
        if (colon == std::string_view::npos)
            return {};
        rest.remove_prefix(colon + 1);
    }
}

} // namespace

bool visibleInBox(const std::string& path) {
    char resolved[PATH_MAX];
    if (!::realpath(path.c_str(), resolved))
        return false;
    const std::string real = resolved;
    if (under(real, "/usr"))
        return true;
    for (const char* folder : kSystemFolders) {
        struct stat info {};
        if (::lstat(folder, &info) == 0 && S_ISDIR(info.st_mode) && under(real, folder))
            return true;
    }
    return false;
}

BoxPlan planRun(const std::string& path, const std::vector<std::string>& arguments,
                Isolation isolation) {
    BoxPlan plan;
    plan.isolation = isolation;
    plan.argv = arguments;
    plan.argv.at(0) = path;
    plan.program = path;
    if (const std::string interpreter = interpreterOf(path); !interpreter.empty()) {
        if (!regularFile(interpreter))
            throw StartError("cannot run " + path + ": its first line names the interpreter " +
                             interpreter + ", which is not installed");
        if (isolation == Isolation::Sandbox && !visibleInBox(interpreter))
            throw StartError("cannot run " + path +
                             " in the sandbox: its first line names the "
                             "interpreter " +
                             interpreter +
                             ", which is outside the system folders the sandbox shows (/usr, "
                             "/bin, /lib); name the interpreter as the program instead (-- " +
                             interpreter + " " + path + ")");
    }
    if (isolation == Isolation::None)
        return plan;
    const std::string here = currentFolder();
    for (std::size_t k = 0; k < plan.argv.size(); ++k) {
        const std::string& word = plan.argv[k];
        bool executable = false;
        if (word.empty() || !regularFile(word, &executable) || visibleInBox(word))
            continue;
        const std::string absolute = normalised(word.front() == '/' ? word : here + "/" + word);
        std::string inside;
        bool rewrite = false;
        if (word.front() != '/' && k > 0 &&
            under(normalised(std::string(kBoxFolder) + "/" + word), kBoxFolder)) {
            inside = normalised(std::string(kBoxFolder) + "/" + word); // as given, from /box
        } else {
            inside = placeInBox(absolute, plan.files.size());
            rewrite = k == 0 || inside != absolute || word.front() != '/';
        }
        plan.files.push_back({absolute, inside, executable});
        if (rewrite)
            plan.argv[k] = inside;
    }
    return plan;
}

SandboxTools findSandboxTools(Isolation isolation) {
    SandboxTools tools;
    if (isolation == Isolation::Sandbox) {
        tools.bubblewrap = findInPath("bwrap");
        if (tools.bubblewrap.empty())
            throw SandboxUnavailable(
                "bubblewrap (bwrap) is not installed or not in PATH: install the package "
                "bubblewrap to run programs in a sandbox, or pass --no-sandbox to run them on "
                "this machine as they are");
    }
    char self[PATH_MAX] = {};
    const ssize_t length = ::readlink("/proc/self/exe", self, sizeof self - 1);
    const std::string folder =
        length > 0 ? std::string(self, static_cast<std::size_t>(length)) : std::string();
    const std::string bin = folder.substr(0, folder.rfind('/'));
    for (const std::string& candidate :
         {bin + "/puzzle-workbench-box", bin + "/../libexec/puzzle-workbench/puzzle-workbench-box"})
        if (regularFile(candidate) && ::access(candidate.c_str(), X_OK) == 0) {
            tools.supervisor = normalised(candidate);
            return tools;
        }
    throw std::runtime_error("puzzle-workbench-box is missing beside " + bin +
                             " (a broken installation: reinstall the package)");
}

std::vector<std::string> bubblewrapArguments(const BoxPlan& plan,
                                             const std::vector<int>& fileDescriptors,
                                             int supervisorDescriptor) {
    const std::string size = std::to_string(plan.folderBytes);
    std::vector<std::string> args{"--unshare-user",
                                  "--unshare-pid",
                                  "--unshare-net",
                                  "--unshare-ipc",
                                  "--unshare-uts",
                                  "--unshare-cgroup-try",
                                  "--die-with-parent",
                                  "--new-session",
                                  "--as-pid-1",
                                  "--hostname",
                                  "box",
                                  "--ro-bind",
                                  "/usr",
                                  "/usr"};
    for (const char* folder : kSystemFolders) {
        struct stat info {};
        if (::lstat(folder, &info) != 0)
            continue;
        if (S_ISLNK(info.st_mode)) {
            char target[PATH_MAX] = {};
            if (const ssize_t got = ::readlink(folder, target, sizeof target - 1); got > 0)
                args.insert(args.end(), {"--symlink", target, folder});
        } else if (S_ISDIR(info.st_mode)) {
            args.insert(args.end(), {"--ro-bind", folder, folder});
        }
    }
    for (const std::string& entry : etcEntries())
        args.insert(args.end(), {"--ro-bind-try", entry, entry});
    args.insert(args.end(), {"--proc", "/proc", "--dev", "/dev", "--size", size, "--tmpfs",
                             "/dev/shm", "--remount-ro", "/dev", "--size", size, "--tmpfs", "/tmp",
                             "--size", size, "--tmpfs", kBoxFolder});
    if (plan.outputFolder)
        args.insert(args.end(), {"--size", size, "--tmpfs", "/out"});
    args.insert(args.end(), {"--perms", "0555", "--ro-bind-data",
                             std::to_string(supervisorDescriptor), kSupervisorInBox});
    for (std::size_t k = 0; k < plan.files.size(); ++k)
        args.insert(args.end(),
                    {"--perms", plan.files[k].executable ? "0555" : "0444", "--ro-bind-data",
                     std::to_string(fileDescriptors.at(k)), plan.files[k].inside});
    args.insert(args.end(), {"--chdir", kBoxFolder, "--remount-ro", "/", "--"});
    return args;
}

} // namespace pw::check
