import { highestSetting } from './provenance.js';
export function effectiveModel(sources) {
    const top = highestSetting(sources, '/model');
    if (top && typeof top.value === 'string')
        return { model: top.value, from: top.from };
    const legacy = highestSetting(sources, '/permissions/model');
    if (legacy && typeof legacy.value === 'string')
        return { model: legacy.value, from: legacy.from, legacy: true };
    return {};
}
//# sourceMappingURL=model.js.map