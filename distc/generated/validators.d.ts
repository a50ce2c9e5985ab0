export declare const validateManagedSettings: typeof validate20;
declare function validate20(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate20 {
    var evaluated: {
        props: boolean;
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const validateTeamSettings: typeof validate69;
declare function validate69(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate69 {
    var evaluated: {
        props: boolean;
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export declare const validateTeamMappings: typeof validate83;
declare function validate83(data: any, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors }?: {
    instancePath?: string | undefined;
    rootData?: any;
    dynamicAnchors?: {} | undefined;
}): boolean;
declare namespace validate83 {
    var evaluated: {
        props: boolean;
        dynamicProps: boolean;
        dynamicItems: boolean;
    };
}
export {};
