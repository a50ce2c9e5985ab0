// What is read of a parsed command alone, kept per command node (issue 3, session 38): a node is
// never changed once parsed, so its answer holds for the whole decision and every later one. A
// function's body is read once per call of it, and a call may come hundreds of times on a line
// (`mytool $(f a) $(f a) …`, `f | xargs mytool; f | xargs mytool; …`).
/** `read(node)`, computed once per node: only for a function whose answer depends on the node alone. */
export function keptPerNode(read) {
    const kept = new WeakMap();
    return (node) => {
        const found = kept.get(node);
        if (found !== undefined)
            return found.answer;
        const answer = read(node);
        kept.set(node, { answer });
        return answer;
    };
}
//# sourceMappingURL=node-memos.js.map